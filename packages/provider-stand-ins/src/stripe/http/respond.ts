import type { ServerResponse } from 'node:http';

export type ResponseHeaders = Record<string, string>;

/** Stripe answers JSON, pretty-printed, on every path including errors. */
export function serializeBody(body: object): string {
  return JSON.stringify(body, null, 2);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: string,
  headers: ResponseHeaders,
): void {
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

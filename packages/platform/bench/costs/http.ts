import { request } from 'undici';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BenchResponse {
  status: number;
  text: string;
  ms: number;
}

/** One request carrying the bench's trace (trace-ids.ts); the whole body is read before timing stops. */
export async function send(req: BenchRequest, traceparent: string): Promise<BenchResponse> {
  const startedAt = performance.now();
  const res = await request(req.url, {
    method: req.method,
    headers: { ...req.headers, traceparent },
    body: req.body,
  });
  const text = await res.body.text();
  return { status: res.statusCode, text, ms: performance.now() - startedAt };
}

export const jsonBody = (
  method: BenchRequest['method'],
  url: string,
  headers: Record<string, string>,
  body: unknown,
): BenchRequest => ({
  method,
  url,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

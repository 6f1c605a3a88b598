import { isJsonText } from '@shopforge/service-kit';
import type { Response } from 'express';

/**
 * A response about to be sent, handed to whoever claimed the request (idempotency) before
 * it leaves, so a replay can never race ahead of the stored original.
 */
export interface OutgoingResponse {
  status: number;
  body: string;
  contentType: string | null;
}

export type ResponseHook = (response: OutgoingResponse) => Promise<void>;

const HOOK = 'beforeRespond';

export function onRespond(res: Response, hook: ResponseHook): void {
  res.locals[HOOK] = hook;
}

/** The one way a gateway handler or error handler sends its answer. */
export async function respond(res: Response, status: number, body?: unknown): Promise<void> {
  // JSON text known already (a forwarded list page) is sent as it is.
  const payload = body === undefined ? '' : isJsonText(body) ? body.text : JSON.stringify(body);
  const contentType = body === undefined ? null : 'application/json; charset=utf-8';
  const hook = res.locals[HOOK] as ResponseHook | undefined;
  if (hook) {
    res.locals[HOOK] = undefined;
    await hook({ status, body: payload, contentType });
  }
  if (res.headersSent) return;
  res.status(status);
  if (contentType) res.setHeader('Content-Type', contentType);
  res.end(payload);
}

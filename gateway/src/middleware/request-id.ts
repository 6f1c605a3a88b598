import { randomUUID } from 'node:crypto';
import { runWithRequestId } from '@shopforge/telemetry';
import type { NextFunction, Request, Response } from 'express';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * `X-Request-Id` on every response: the caller's value when it sent a sane one (so it can
 * correlate), a fresh UUID otherwise. Odd values are replaced rather than echoed, so the
 * header can never be used to inject content into logs or responses.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const sent = req.get('x-request-id');
  const id = sent !== undefined && ACCEPTABLE.test(sent) ? sent : randomUUID();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  // The rest of the request runs in this scope, so every log line of it carries the id.
  runWithRequestId(id, next);
}

import { AppError, toAppError, toEnvelope } from '@shopforge/errors';
import type { NextFunction, Request, Response } from 'express';
import { headerName } from '../http/header-case';
import { respond } from '../http/respond';
import type { GatewayLogger } from '../logger';

/** Body-parser errors carry an HTTP status and a `type`; map them to our codes. */
function fromHttpError(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null || error instanceof AppError) return undefined;
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (type === 'entity.too.large' || status === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  }
  if (type === 'entity.parse.failed')
    return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  if (type === 'encoding.unsupported' || status === 415) {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content encoding.');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('BAD_REQUEST', 'The request could not be read.');
  }
  return undefined;
}

/**
 * The single place a response leaves in the error envelope: `doc_url` on this platform's error
 * page (`docsBase`, from PUBLIC_BASE_URL), and the request's id, so a caller can quote it.
 */
export function errorHandler(log: GatewayLogger, docsBase: string) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const appError = fromHttpError(error) ?? toAppError(error);
    if (appError.code === 'INTERNAL_ERROR' || appError.code === 'SERVICE_UNAVAILABLE') {
      log.error({ err: appError.cause ?? error, request_id: res.locals.requestId }, 'request failed');
    }
    if (res.headersSent) return;
    // Refused before its body was read (too large, unauthenticated, …): close the connection
    // rather than let Node read and discard whatever the client still sends.
    if (!req.complete) res.setHeader('Connection', 'close');
    if (appError.code === 'SERVICE_UNAVAILABLE') res.setHeader(headerName(res, 'Retry-After'), '1');
    // A service's own limit (test mails an hour) says when to come back in `retry_after`.
    const retryAfter = appError.extra?.retry_after;
    if (appError.code === 'RATE_LIMITED' && typeof retryAfter === 'number')
      res.setHeader(headerName(res, 'Retry-After'), String(Math.ceil(retryAfter)));
    const envelope = toEnvelope(appError, docsBase);
    const requestId = res.locals.requestId;
    if (typeof requestId === 'string') envelope.error.request_id = requestId;
    respond(res, appError.status, envelope).catch((failure: unknown) => {
      log.error({ err: failure, request_id: res.locals.requestId }, 'could not send error response');
      if (!res.headersSent) res.status(500).end();
    });
  };
}

import { toAppError } from '@shopforge/errors';
import type { ServiceName } from '@shopforge/service-kit';
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { requestIdOf } from '../middleware/locals';
import { timingOf } from '../middleware/observe';
import type { ServiceClients } from '../upstream/clients';
import { renderMessage } from './checkout-page';

export type Handler = (req: Request, res: Response, next: NextFunction) => Promise<void>;

/**
 * Pages act for a buyer holding the address, so they must not leak it (no referrer), be
 * framed, be cached, or run any script. `X-Frame-Options` says "not framed" to browsers that
 * predate `frame-ancestors`; `nosniff` is on every answer (middleware/security-headers.ts).
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

export function sendPage(res: Response, status: number, body: string, csp = PAGE_CSP): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Frame-Options', 'DENY');
  res.end(body);
}

function pageError(res: Response, error: unknown): void {
  const appError = toAppError(error);
  const status =
    appError.status >= 500 || [401, 403, 404, 410].includes(appError.status)
      ? appError.status
      : appError.code.endsWith('NOT_FOUND')
        ? 404
        : 400;
  const titles: Record<number, string> = {
    401: 'Sign-in needed',
    403: 'Not allowed',
    404: 'Not found',
    410: 'Link expired',
  };
  const title = status >= 500 ? 'Something went wrong' : (titles[status] ?? 'Cannot do that');
  const message = status >= 500 ? 'Please try again in a moment.' : appError.message;
  sendPage(res, status, renderMessage(title, message));
}

export const asPage =
  (handler: Handler): Handler =>
  async (req, res, next) => {
    try {
      await handler(req, res, next);
    } catch (error) {
      pageError(res, error);
    }
  };

/** A service call made for a page (no merchant principal), its answer checked against `schema`. */
export function pageCaller(clients: ServiceClients, service: ServiceName) {
  return async <T>(
    res: Response,
    schema: z.ZodType<T>,
    kind: 'query' | 'mutation',
    procedure: string,
    input: unknown,
  ) =>
    schema.parse(
      await clients.call(service, kind, procedure, input, {
        principal: null,
        requestId: requestIdOf(res),
        timing: timingOf(res),
      }),
    );
}

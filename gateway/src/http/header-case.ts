import type { Response } from 'express';

/**
 * Node keeps the casing of the last `setHeader` call, so an API that writes its headers in
 * lowercase (the Reseller API: `x-ratelimit-*`, `retry-after`, `x-request-id`, …) marks its
 * responses, and code shared by every API (the error handler) spells names through
 * `headerName`. The request id is set before the mark, so it is set again in lowercase.
 */
export function useLowercaseHeaders(res: Response): void {
  res.locals.lowercaseHeaders = true;
  const requestId = res.getHeader('x-request-id');
  if (requestId !== undefined) res.setHeader('x-request-id', requestId);
}

/** A header name in the spelling of the API the response belongs to. */
export function headerName(res: Response, name: string): string {
  return res.locals.lowercaseHeaders === true ? name.toLowerCase() : name;
}

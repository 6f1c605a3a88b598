import type { Response } from 'express';

/**
 * The Reseller API writes its headers in lowercase (spec "Limits": `x-ratelimit-*`,
 * `retry-after`, `x-request-id`, `idempotency-status`). Node keeps the casing of the last
 * `setHeader` call, so setting the lowercase name replaces the Developer API's spelling.
 */
export function markResellerResponse(res: Response): void {
  res.locals.lowercaseHeaders = true;
  const requestId = res.getHeader('x-request-id');
  if (requestId !== undefined) res.setHeader('x-request-id', requestId);
}

/** A header name in the spelling of the API the response belongs to. */
export function headerName(res: Response, name: string): string {
  return res.locals.lowercaseHeaders === true ? name.toLowerCase() : name;
}

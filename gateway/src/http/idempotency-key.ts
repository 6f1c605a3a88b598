import type { Request } from 'express';

/** The request header that makes a state-changing call safe to retry, and its accepted alias. */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_ALIAS = 'X-Idempotency-Key';

/**
 * The caller's idempotency key, trimmed, or undefined when neither header was sent. Both APIs
 * read it here; each decides its own rules (the Reseller API requires it on orders).
 */
export function idempotencyKeyOf(req: Request): string | undefined {
  return (req.get(IDEMPOTENCY_KEY) ?? req.get(IDEMPOTENCY_KEY_ALIAS))?.trim();
}

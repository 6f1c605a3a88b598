// Rate-limit headers count whole seconds, rounded up so a client never retries too early.

/** Milliseconds → whole seconds, never negative (`X-RateLimit-Reset`, `RateLimit` `t=`). */
export function wholeSeconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** The `Retry-After` of a refused request: at least 1 s, so a client does not spin. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, wholeSeconds(ms));
}

/**
 * A token bucket with discrete refills: `refillTokens` are added every `refillIntervalMs`,
 * up to `capacity` (the Reseller API's "burst of 30, refilling 10 tokens every 2 seconds").
 * This pure step is the memory store's logic, and the Redis script mirrors it line by line.
 */
export interface BucketPolicy {
  capacity: number;
  refillTokens: number;
  refillIntervalMs: number;
}

export interface BucketState {
  tokens: number;
  /** Start of the current refill interval, in ms. */
  intervalStart: number;
}

export interface TakeResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the next refill. */
  resetMs: number;
  /** Milliseconds until the request would be allowed; 0 when allowed. */
  retryAfterMs: number;
}

export function takeToken(
  previous: BucketState | undefined,
  now: number,
  policy: BucketPolicy,
  cost = 1,
): { state: BucketState; result: TakeResult } {
  let tokens = previous?.tokens ?? policy.capacity;
  let intervalStart = previous?.intervalStart ?? now;
  const elapsed = Math.max(0, now - intervalStart);
  const intervals = Math.floor(elapsed / policy.refillIntervalMs);
  if (intervals > 0) {
    tokens = Math.min(policy.capacity, tokens + intervals * policy.refillTokens);
    intervalStart += intervals * policy.refillIntervalMs;
  }
  // A full bucket does not bank time: the next interval starts with the next spend.
  if (tokens >= policy.capacity) intervalStart = now;
  const allowed = tokens >= cost;
  if (allowed) tokens -= cost;
  const resetMs = policy.refillIntervalMs - (now - intervalStart);
  return { state: { tokens, intervalStart }, result: describe(allowed, tokens, resetMs, policy, cost) };
}

/** Shared by both stores, so the headers a client sees do not depend on the backend. */
export function describe(
  allowed: boolean,
  tokens: number,
  resetMs: number,
  policy: BucketPolicy,
  cost: number,
): TakeResult {
  const missing = Math.max(0, cost - tokens);
  const extraIntervals = missing === 0 ? 0 : Math.ceil(missing / policy.refillTokens) - 1;
  return {
    allowed,
    limit: policy.capacity,
    remaining: tokens,
    resetMs,
    retryAfterMs: allowed ? 0 : resetMs + extraIntervals * policy.refillIntervalMs,
  };
}

import { RESELLER_RATE_LIMIT } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { RateLimiter } from '@shopforge/stores';
import type { NextFunction, Request, Response } from 'express';
import { retryAfterSeconds, wholeSeconds } from '../http/rate-limit-seconds';
import { countRateLimitRejection } from '../metrics';
import { resellerOf } from './locals';

/** Requests that touched no bucket (invalid key, unknown route) still show the policy, untouched. */
export function untouchedBucketHeaders(res: Response): void {
  if (res.getHeader('x-ratelimit-limit') !== undefined) return;
  res.setHeader('x-ratelimit-limit', String(RESELLER_RATE_LIMIT.capacity));
  res.setHeader('x-ratelimit-remaining', String(RESELLER_RATE_LIMIT.capacity));
  res.setHeader('x-ratelimit-reset', '0');
}

/**
 * Spec "Limits" (Reseller API): a token bucket per key — burst 30, 10 tokens every 2 s — on
 * every endpoint, reads included; `retry-after` only when refused.
 */
export function resellerRateLimit(limiter: RateLimiter) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    const result = await limiter.take(`reseller:${resellerOf(res).key_id}`, RESELLER_RATE_LIMIT);
    res.setHeader('x-ratelimit-limit', String(result.limit));
    res.setHeader('x-ratelimit-remaining', String(result.remaining));
    res.setHeader('x-ratelimit-reset', String(wholeSeconds(result.resetMs)));
    if (result.allowed) return next();
    const retryAfter = retryAfterSeconds(result.retryAfterMs);
    res.setHeader('retry-after', String(retryAfter));
    countRateLimitRejection('reseller_api', 'reseller_key');
    next(new AppError('RATE_LIMITED', `Rate limit exceeded; retry in ${retryAfter} s.`));
  };
}

import { PLAN_RATE_LIMITS } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { RateLimiter } from '@shopforge/stores';
import type { NextFunction, Request, Response } from 'express';
import { retryAfterSeconds, wholeSeconds } from '../http/rate-limit-seconds';
import { countRateLimitRejection } from '../metrics';
import { principalOf } from './locals';

/**
 * One token bucket per credential, sized by the shop's plan. Every authenticated response
 * carries the spec's `X-RateLimit-*` headers and the IETF `RateLimit-Policy` / `RateLimit`
 * pair; an empty bucket is 429 RATE_LIMITED with `Retry-After`.
 */
export function rateLimit(limiter: RateLimiter) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    const principal = principalOf(res);
    const policy = PLAN_RATE_LIMITS[principal.plan];
    const result = await limiter.take(`dev:${principal.credential_id}`, policy);
    const reset = wholeSeconds(result.resetMs);
    const window = wholeSeconds((policy.capacity / policy.refillTokens) * policy.refillIntervalMs);
    res.setHeader('X-RateLimit-Limit', String(result.limit));
    res.setHeader('X-RateLimit-Remaining', String(result.remaining));
    res.setHeader('X-RateLimit-Reset', String(reset));
    res.setHeader('RateLimit-Policy', `"${principal.plan}";q=${policy.capacity};w=${window}`);
    res.setHeader('RateLimit', `"${principal.plan}";r=${result.remaining};t=${reset}`);
    if (result.allowed) return next();
    const retryAfter = retryAfterSeconds(result.retryAfterMs);
    res.setHeader('Retry-After', String(retryAfter));
    countRateLimitRejection('dev_api', principal.kind);
    next(new AppError('RATE_LIMITED', `Rate limit exceeded; retry in ${retryAfter} s.`));
  };
}

import type { BucketPolicy, RateLimiter } from '@shopforge/stores';
import { hashToken } from '@shopforge/service-kit';
import { countRateLimitRejection } from '../metrics';

/**
 * Sign-in attempts, per client address and per email: enough for people who mistype, far too
 * few for guessing passwords (docs/oauth.md "Sign-in"). Kept in the gateway's rate-limit store,
 * so every replica shares them when it is Redis.
 */
export const LOGIN_PER_IP: BucketPolicy = { capacity: 50, refillTokens: 1, refillIntervalMs: 6_000 };
export const LOGIN_PER_EMAIL: BucketPolicy = { capacity: 10, refillTokens: 1, refillIntervalMs: 30_000 };

/** Seconds to wait before the next attempt, or 0 when this attempt may go ahead. */
export async function loginWait(limiter: RateLimiter, ip: string, email: string): Promise<number> {
  const byIp = await limiter.take(`oauth-login:ip:${ip}`, LOGIN_PER_IP);
  const byEmail = await limiter.take(
    `oauth-login:email:${hashToken(email.trim().toLowerCase())}`,
    LOGIN_PER_EMAIL,
  );
  if (byIp.allowed && byEmail.allowed) return 0;
  countRateLimitRejection('oauth_login', 'password');
  return Math.max(1, Math.ceil(Math.max(byIp.retryAfterMs, byEmail.retryAfterMs) / 1000));
}

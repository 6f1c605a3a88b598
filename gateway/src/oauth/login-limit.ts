import { isIPv4, isIPv6 } from 'node:net';
import type { BucketPolicy, RateLimiter } from '@shopforge/stores';
import { countRateLimitRejection } from '../metrics';

/**
 * Sign-in attempts per source (docs/oauth.md "Sign-in limits"): enough for an office behind one
 * address, far too few for guessing passwords at many accounts from one machine. Every attempt
 * to prove who one is counts here: both sign-in doors, step-up and turning two-factor off. Kept
 * in the gateway's rate-limit store, so every replica shares it when it is Redis. The limit per
 * email, which many addresses do not escape, is the oauth service's (sign-in-limits.ts).
 */
export const LOGIN_PER_SOURCE: BucketPolicy = { capacity: 50, refillTokens: 1, refillIntervalMs: 6_000 };

/** The first four groups of an IPv6 address (`2001:db8:1:2::/64`), whatever its notation. */
function ipv6Network64(ip: string): string {
  const address = (ip.split('%')[0] ?? '').toLowerCase();
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = address.split('::');
  const left = groups(head);
  const right = groups(tail);
  const full =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * What one source is: an IPv4 address (an IPv4-mapped IPv6 one included), or the /64 network of
 * an IPv6 address, since one subscriber is routinely handed a whole /64 and could otherwise
 * spend a new address on every attempt.
 */
export function sourceOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip.split('%')[0] ?? '')) return ipv6Network64(ip);
  return ip;
}

/** Seconds to wait before the next attempt from `ip`'s source, or 0 when this one may go ahead. */
export async function loginWait(limiter: RateLimiter, ip: string): Promise<number> {
  const bySource = await limiter.take(`oauth-login:source:${sourceOf(ip)}`, LOGIN_PER_SOURCE);
  if (bySource.allowed) return 0;
  countRateLimitRejection('oauth_login', 'password');
  return Math.max(1, Math.ceil(bySource.retryAfterMs / 1000));
}

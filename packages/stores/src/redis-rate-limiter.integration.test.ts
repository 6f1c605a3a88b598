import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from './redis-rate-limiter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const POLICY = { capacity: 30, refillTokens: 10, refillIntervalMs: 60_000 };

const limiters: RedisRateLimiter[] = [];
function limiter(): RedisRateLimiter {
  const created = new RedisRateLimiter(
    new Redis(REDIS_URL, { enableAutoPipelining: false }),
    `sf:test:${randomUUID()}:`,
  );
  limiters.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(limiters.map((l) => l.close()));
});

describe('Redis rate limiter (real Redis)', () => {
  it('counts down and refuses past the burst with a retry-after', async () => {
    const store = limiter();
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await store.take('k', POLICY));
    expect(results.map((r) => r.remaining).slice(0, 3)).toEqual([29, 28, 27]);
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
    expect(results[30]?.allowed).toBe(false);
    expect(results[30]?.retryAfterMs).toBeGreaterThan(0);
  });

  it('two gateway replicas sharing Redis never over-admit (over-admission = 0)', async () => {
    const prefix = `sf:test:${randomUUID()}:`;
    const a = new RedisRateLimiter(new Redis(REDIS_URL, { enableAutoPipelining: false }), prefix);
    const b = new RedisRateLimiter(new Redis(REDIS_URL, { enableAutoPipelining: false }), prefix);
    limiters.push(a, b);
    const attempts = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).take('shared', POLICY));
    const admitted = (await Promise.all(attempts)).filter((r) => r.allowed).length;
    expect(admitted - POLICY.capacity).toBe(0);
  });
});

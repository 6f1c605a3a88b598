import { ManualClock } from '@shopforge/service-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { type BucketState, takeToken } from './token-bucket';

const RESELLER = { capacity: 30, refillTokens: 10, refillIntervalMs: 2000 };

describe('token bucket', () => {
  it('admits a burst of 30 then refuses, with retry-after until the next refill', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await limiter.take('key', RESELLER));
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
    expect(results[29]?.remaining).toBe(0);
    const refused = results[30]!;
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(2000);
    expect(refused.limit).toBe(30);
  });

  it('refills 10 tokens every 2 seconds, never above the burst', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    for (let i = 0; i < 30; i++) await limiter.take('key', RESELLER);
    clock.advance(2000);
    const allowed = [];
    for (let i = 0; i < 11; i++) allowed.push((await limiter.take('key', RESELLER)).allowed);
    expect(allowed.filter(Boolean)).toHaveLength(10);
    clock.advance(60_000);
    expect((await limiter.take('key', RESELLER)).remaining).toBe(29);
  });

  it('counts the remaining tokens down on every admitted request', async () => {
    const limiter = new MemoryRateLimiter(new ManualClock());
    const remaining = [];
    for (let i = 0; i < 3; i++) remaining.push((await limiter.take('k', RESELLER)).remaining);
    expect(remaining).toEqual([29, 28, 27]);
  });

  it('keeps separate buckets per key', async () => {
    const limiter = new MemoryRateLimiter(new ManualClock());
    for (let i = 0; i < 30; i++) await limiter.take('a', RESELLER);
    expect((await limiter.take('a', RESELLER)).allowed).toBe(false);
    expect((await limiter.take('b', RESELLER)).allowed).toBe(true);
  });

  it('never admits more than the burst plus the refills that elapsed (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 300 }), (gaps) => {
        let state: BucketState | undefined;
        let now = 0;
        let admitted = 0;
        for (const gap of gaps) {
          now += gap;
          const step = takeToken(state, now, RESELLER);
          state = step.state;
          if (step.result.allowed) admitted++;
          expect(step.result.remaining).toBeGreaterThanOrEqual(0);
        }
        const refills = Math.floor(now / RESELLER.refillIntervalMs) * RESELLER.refillTokens;
        expect(admitted).toBeLessThanOrEqual(RESELLER.capacity + refills);
      }),
    );
  });
});

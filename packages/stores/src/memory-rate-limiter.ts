import { type Clock, systemClock } from '@shopforge/service-kit';
import type { RateLimiter } from './rate-limiter';
import { type BucketPolicy, type BucketState, takeToken } from './token-bucket';

/** Buckets in a Map; full buckets are swept so idle keys do not pile up. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, BucketState & { policy: BucketPolicy }>();
  private takes = 0;

  constructor(private readonly clock: Clock = systemClock) {}

  async take(key: string, policy: BucketPolicy, cost = 1) {
    const now = this.clock.now().getTime();
    const { state, result } = takeToken(this.buckets.get(key), now, policy, cost);
    this.buckets.set(key, { ...state, policy });
    if (++this.takes % 10_000 === 0) this.sweep(now);
    return result;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const { policy } = bucket;
      const refillsToFull = Math.ceil((policy.capacity - bucket.tokens) / policy.refillTokens);
      if (now - bucket.intervalStart >= refillsToFull * policy.refillIntervalMs) this.buckets.delete(key);
    }
  }

  async close(): Promise<void> {
    this.buckets.clear();
  }
}

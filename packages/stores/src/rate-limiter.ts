import type { BucketPolicy, TakeResult } from './token-bucket';

/** One interface, two stores: in-memory (embedded mode) and Redis (production). */
export interface RateLimiter {
  take(key: string, policy: BucketPolicy, cost?: number): Promise<TakeResult>;
  close(): Promise<void>;
}

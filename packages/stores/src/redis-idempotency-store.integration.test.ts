import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describeIdempotencyStore } from './idempotency-behaviour';
import { RedisIdempotencyStore } from './redis-idempotency-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

describeIdempotencyStore(
  'Redis (real)',
  () =>
    new RedisIdempotencyStore(
      new Redis(REDIS_URL, { enableAutoPipelining: false }),
      `sf:test:${randomUUID()}:`,
    ),
  { shortLockTtlMs: 100, passLockTtl: () => new Promise((resolve) => setTimeout(resolve, 150)) },
);

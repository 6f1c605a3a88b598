import type { Clock } from '@shopforge/service-kit';
import {
  type IdempotencyStore,
  MemoryIdempotencyStore,
  MemoryRateLimiter,
  type RateLimiter,
  RedisIdempotencyStore,
  RedisRateLimiter,
} from '@shopforge/stores';
import { Redis } from 'ioredis';

/** The gateway's state: rate-limit buckets and idempotency records. */
export interface GatewayStores {
  rateLimiter: RateLimiter;
  idempotency: IdempotencyStore;
  close(): Promise<void>;
}

function bundle(rateLimiter: RateLimiter, idempotency: IdempotencyStore): GatewayStores {
  return {
    rateLimiter,
    idempotency,
    close: async () => {
      await rateLimiter.close();
      await idempotency.close();
    },
  };
}

/** In-memory stores (embedded mode, one gateway process). */
export function memoryStores(clock?: Clock): GatewayStores {
  return bundle(new MemoryRateLimiter(clock), new MemoryIdempotencyStore(clock));
}

/** Redis stores, shared by every gateway replica (production). */
export function redisStores(url: string): GatewayStores {
  // Auto-pipelining was measured slower for one EVALSHA per request (DESIGN.md §5).
  const options = { enableAutoPipelining: false, maxRetriesPerRequest: 2 };
  return bundle(
    new RedisRateLimiter(new Redis(url, options)),
    new RedisIdempotencyStore(new Redis(url, options)),
  );
}

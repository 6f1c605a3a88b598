import type { Clock } from '@shopforge/service-kit';
import {
  type IdempotencyStore,
  type LeaseSemaphore,
  MemoryIdempotencyStore,
  MemoryLeaseSemaphore,
  MemoryRateLimiter,
  type RateLimiter,
  RedisIdempotencyStore,
  RedisLeaseSemaphore,
  RedisRateLimiter,
} from '@shopforge/stores';
import { Redis } from 'ioredis';
import {
  idempotencyReportingOutages,
  leasesReportingOutages,
  rateLimiterReportingOutages,
} from './store-outages';

/** The gateway's state: rate-limit buckets, idempotency records and open event streams. */
export interface GatewayStores {
  rateLimiter: RateLimiter;
  idempotency: IdempotencyStore;
  /** The places of open event streams, counted per shop across every replica. */
  streamLeases: LeaseSemaphore;
  /** Readiness (`/readyz`): the backing store answers. In-memory stores always do. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

function bundle(
  stores: Pick<GatewayStores, 'rateLimiter' | 'idempotency' | 'streamLeases' | 'ready'>,
): GatewayStores {
  return {
    ...stores,
    close: async () => {
      await stores.rateLimiter.close();
      await stores.idempotency.close();
      await stores.streamLeases.close();
    },
  };
}

/** In-memory stores (embedded mode, one gateway process). */
export function memoryStores(clock?: Clock): GatewayStores {
  return bundle({
    rateLimiter: new MemoryRateLimiter(clock),
    idempotency: new MemoryIdempotencyStore(clock),
    streamLeases: new MemoryLeaseSemaphore(clock),
    ready: async () => true,
  });
}

/** How long a readiness probe waits for Redis to answer PING. */
const REDIS_READY_TIMEOUT_MS = 1000;

/** True when the client answers PING within the timeout (a down Redis never hangs a probe). */
async function answersPing(client: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_READY_TIMEOUT_MS);
    timer.unref();
  });
  const ping = client.ping().then(
    (reply) => reply === 'PONG',
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One line per outage, not one per reconnect attempt: ioredis emits `error` on every failed
 * attempt (and without a listener prints each with its stack). Ready again → the next outage
 * is reported again.
 */
function reportOutages(client: Redis, name: string, onOutage: (error: Error, client: string) => void): void {
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    onOutage(error, name);
  });
  client.on('ready', () => {
    reported = false;
  });
}

/** Redis stores, shared by every gateway replica (production). */
export function redisStores(
  url: string,
  options: { onOutage?: (error: Error, client: string) => void } = {},
): GatewayStores {
  // Auto-pipelining was measured slower for one EVALSHA per request
  // (docs/architecture.md#toolchain-and-measured-costs).
  const clientOptions = { enableAutoPipelining: false, maxRetriesPerRequest: 2 };
  const limiterClient = new Redis(url, clientOptions);
  const idempotencyClient = new Redis(url, clientOptions);
  const leaseClient = new Redis(url, clientOptions);
  const onOutage = options.onOutage ?? (() => {});
  reportOutages(limiterClient, 'rate-limit', onOutage);
  reportOutages(idempotencyClient, 'idempotency', onOutage);
  reportOutages(leaseClient, 'stream-leases', onOutage);
  const clients = [limiterClient, idempotencyClient, leaseClient];
  return bundle({
    rateLimiter: rateLimiterReportingOutages(new RedisRateLimiter(limiterClient)),
    idempotency: idempotencyReportingOutages(new RedisIdempotencyStore(idempotencyClient)),
    streamLeases: leasesReportingOutages(new RedisLeaseSemaphore(leaseClient)),
    ready: async () => (await Promise.all(clients.map(answersPing))).every(Boolean),
  });
}

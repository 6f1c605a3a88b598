import { AppError } from '@shopforge/errors';
import type { IdempotencyStore, LeaseSemaphore, RateLimiter } from '@shopforge/stores';

const UNAVAILABLE = 'A backing store is unavailable. Try again shortly.';

/** A store that cannot answer is a 503 with Retry-After (the error handler adds it), not a 500. */
async function unavailableOnFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE, { cause });
  }
}

export function rateLimiterReportingOutages(limiter: RateLimiter): RateLimiter {
  return {
    take: (key, policy, cost) => unavailableOnFailure(() => limiter.take(key, policy, cost)),
    close: () => limiter.close(),
  };
}

export function idempotencyReportingOutages(store: IdempotencyStore): IdempotencyStore {
  return {
    begin: (key, fingerprint, timings) => unavailableOnFailure(() => store.begin(key, fingerprint, timings)),
    complete: (key, token, response, timings) =>
      unavailableOnFailure(() => store.complete(key, token, response, timings)),
    release: (key, token) => unavailableOnFailure(() => store.release(key, token)),
    close: () => store.close(),
  };
}

export function leasesReportingOutages(leases: LeaseSemaphore): LeaseSemaphore {
  return {
    acquire: (key, policy) => unavailableOnFailure(() => leases.acquire(key, policy)),
    renew: (key, lease, policy) => unavailableOnFailure(() => leases.renew(key, lease, policy)),
    release: (key, lease) => unavailableOnFailure(() => leases.release(key, lease)),
    close: () => leases.close(),
  };
}

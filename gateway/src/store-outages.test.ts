import { AppError } from '@shopforge/errors';
import type { IdempotencyStore, LeaseSemaphore, RateLimiter } from '@shopforge/stores';
import { describe, expect, it } from 'vitest';
import {
  idempotencyReportingOutages,
  leasesReportingOutages,
  rateLimiterReportingOutages,
} from './store-outages';

const connectionLost = () => Promise.reject(new Error('Connection is closed.'));
const policy = { capacity: 10, refillTokens: 1, refillIntervalMs: 1000 };
const timings = { lockTtlMs: 1000, ttlMs: 1000 };

describe('store outages', () => {
  it('a rate limiter that cannot reach its store answers SERVICE_UNAVAILABLE (503), not a 500', async () => {
    const down: RateLimiter = { take: connectionLost, close: async () => {} };
    const error = await rateLimiterReportingOutages(down)
      .take('k', policy)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('SERVICE_UNAVAILABLE');
    expect((error as AppError).message).not.toContain('Connection');
  });

  it('every idempotency call does the same; errors that already are AppErrors pass through', async () => {
    const down: IdempotencyStore = {
      begin: connectionLost,
      complete: connectionLost,
      release: () => Promise.reject(new AppError('CONFLICT', 'kept')),
      close: async () => {},
    };
    const store = idempotencyReportingOutages(down);
    const codeOf = async (call: () => Promise<unknown>) =>
      ((await call().catch((e: unknown) => e)) as AppError).code;
    expect(await codeOf(() => store.begin('k', 'f', timings))).toBe('SERVICE_UNAVAILABLE');
    expect(
      await codeOf(() => store.complete('k', 't', { status: 200, headers: {}, body: '' }, timings)),
    ).toBe('SERVICE_UNAVAILABLE');
    expect(await codeOf(() => store.release('k', 't'))).toBe('CONFLICT');
  });

  it('a stream-lease store that cannot be reached answers SERVICE_UNAVAILABLE on every call', async () => {
    const down: LeaseSemaphore = {
      acquire: connectionLost,
      renew: connectionLost,
      release: connectionLost,
      close: async () => {},
    };
    const leases = leasesReportingOutages(down);
    const lease = { limit: 5, ttlMs: 1000 };
    for (const call of [
      () => leases.acquire('shop', lease),
      () => leases.renew('shop', 'l', lease),
      () => leases.release('shop', 'l'),
    ]) {
      expect(((await call().catch((e: unknown) => e)) as AppError).code).toBe('SERVICE_UNAVAILABLE');
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { LeaseSemaphore } from './lease-semaphore';

/**
 * The semaphore contract, run against each adapter. `ttlMs` is the TTL the lapse tests use and
 * `advance(ms)` lets that much time pass (a manual clock for memory, real time for Redis).
 */
export function describeLeaseSemaphore(
  name: string,
  create: () => LeaseSemaphore,
  options: { ttlMs: number; advance: (ms: number) => Promise<void> },
): void {
  describe(`lease semaphore: ${name}`, () => {
    let counter = 0;
    const key = () => `k-${Date.now()}-${++counter}-${Math.random()}`;
    const FIVE = { limit: 5, ttlMs: 60_000 };

    it('admits exactly the limit of 25 concurrent takers of one key', async () => {
      const store = create();
      const k = key();
      const leases = await Promise.all(Array.from({ length: 25 }, () => store.acquire(k, FIVE)));
      expect(leases.filter((lease) => lease !== null)).toHaveLength(5);
      expect(new Set(leases.filter((lease) => lease !== null)).size).toBe(5);
      await store.close();
    });

    it('counts each key on its own', async () => {
      const store = create();
      const [a, b] = [key(), key()];
      for (let i = 0; i < 5; i++) expect(await store.acquire(a, FIVE)).not.toBeNull();
      expect(await store.acquire(a, FIVE)).toBeNull();
      expect(await store.acquire(b, FIVE)).not.toBeNull();
      await store.close();
    });

    it('frees a released place at once; releasing it again or an unknown lease frees nothing more', async () => {
      const store = create();
      const k = key();
      const one = { limit: 1, ttlMs: 60_000 };
      const first = await store.acquire(k, one);
      if (first === null) throw new Error('expected a lease');
      expect(await store.acquire(k, one)).toBeNull();
      await store.release(k, first);
      const second = await store.acquire(k, one);
      expect(second).not.toBeNull();
      await store.release(k, first);
      await store.release(k, 'not-a-lease');
      expect(await store.acquire(k, one)).toBeNull();
      await store.close();
    });

    it('lets a lease lapse after its TTL unless renewed; a lapsed lease is taken again only when there is room', async () => {
      const store = create();
      const k = key();
      const policy = { limit: 1, ttlMs: options.ttlMs };
      const held = await store.acquire(k, policy);
      if (held === null) throw new Error('expected a lease');
      await options.advance(options.ttlMs * 0.6);
      expect(await store.renew(k, held, policy)).toBe(true);
      await options.advance(options.ttlMs * 0.6);
      // Past its first TTL, but renewed: still held.
      expect(await store.acquire(k, policy)).toBeNull();
      await options.advance(options.ttlMs * 1.1);
      // Not renewed for a whole TTL (its holder died): the place is free.
      const other = await store.acquire(k, policy);
      if (other === null) throw new Error('expected the lapsed place to be free');
      expect(await store.renew(k, held, policy)).toBe(false);
      await store.release(k, other);
      expect(await store.renew(k, held, policy)).toBe(true);
      expect(await store.acquire(k, policy)).toBeNull();
      await store.close();
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { IdempotencyStore } from './idempotency-store';

const TIMINGS = { ttlMs: 86_400_000, lockTtlMs: 60_000 };
const RESPONSE = {
  status: 201,
  headers: { 'content-type': 'application/json' },
  body: '{"data":{"id":"x"}}',
};

/** The store contract, run against each adapter. `expire` moves past the lock TTL. */
export function describeIdempotencyStore(
  name: string,
  create: () => IdempotencyStore,
  options: { shortLockTtlMs: number; passLockTtl: () => Promise<void> },
): void {
  describe(`idempotency store: ${name}`, () => {
    let counter = 0;
    const key = () => `k-${Date.now()}-${++counter}-${Math.random()}`;

    it('lets exactly one claim start and tells the others it is processing', async () => {
      const store = create();
      const k = key();
      expect((await store.begin(k, 'fp', TIMINGS)).kind).toBe('started');
      expect(await store.begin(k, 'fp', TIMINGS)).toEqual({ kind: 'processing', fingerprint: 'fp' });
      await store.close();
    });

    it('replays the stored response with its fingerprint once completed', async () => {
      const store = create();
      const k = key();
      const claim = await store.begin(k, 'fp', TIMINGS);
      if (claim.kind !== 'started') throw new Error('expected a claim');
      await store.complete(k, claim.token, RESPONSE, TIMINGS);
      expect(await store.begin(k, 'other', TIMINGS)).toEqual({
        kind: 'completed',
        fingerprint: 'fp',
        response: RESPONSE,
      });
      await store.close();
    });

    it('ignores a completion from a stale claim token', async () => {
      const store = create();
      const k = key();
      await store.begin(k, 'fp', TIMINGS);
      await store.complete(k, 'not-the-token', RESPONSE, TIMINGS);
      expect((await store.begin(k, 'fp', TIMINGS)).kind).toBe('processing');
      await store.close();
    });

    it('frees the key on release so a retry runs again', async () => {
      const store = create();
      const k = key();
      const claim = await store.begin(k, 'fp', TIMINGS);
      if (claim.kind !== 'started') throw new Error('expected a claim');
      await store.release(k, claim.token);
      expect((await store.begin(k, 'fp', TIMINGS)).kind).toBe('started');
      await store.close();
    });

    it('treats a claim abandoned past its lock TTL as free', async () => {
      const store = create();
      const k = key();
      const timings = { ttlMs: TIMINGS.ttlMs, lockTtlMs: options.shortLockTtlMs };
      await store.begin(k, 'fp', timings);
      await options.passLockTtl();
      expect((await store.begin(k, 'fp', timings)).kind).toBe('started');
      await store.close();
    });

    it('starts exactly one of 20 concurrent claims of one key', async () => {
      const store = create();
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, () => store.begin(k, 'fp', TIMINGS)));
      expect(results.filter((r) => r.kind === 'started')).toHaveLength(1);
      expect(results.filter((r) => r.kind === 'processing')).toHaveLength(19);
      await store.close();
    });
  });
}

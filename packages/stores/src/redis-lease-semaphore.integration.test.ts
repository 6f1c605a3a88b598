import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { describeLeaseSemaphore } from './lease-semaphore-behaviour';
import { RedisLeaseSemaphore } from './redis-lease-semaphore';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

const semaphore = (prefix = `sf:test:${randomUUID()}:`) =>
  new RedisLeaseSemaphore(new Redis(REDIS_URL, { enableAutoPipelining: false }), prefix);

describeLeaseSemaphore('Redis (real)', () => semaphore(), {
  ttlMs: 1000,
  advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

describe('Redis lease semaphore shared by gateway replicas', () => {
  const replicas: RedisLeaseSemaphore[] = [];
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it('two replicas sharing Redis admit the limit between them, never more (over-admission = 0)', async () => {
    const prefix = `sf:test:${randomUUID()}:`;
    replicas.push(semaphore(prefix), semaphore(prefix));
    const [a, b] = replicas as [RedisLeaseSemaphore, RedisLeaseSemaphore];
    const policy = { limit: 5, ttlMs: 60_000 };
    const takes = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).acquire('shop', policy));
    const held = (await Promise.all(takes)).filter((lease): lease is string => lease !== null);
    expect(held).toHaveLength(5);
    // A place one replica gives back is free for the other.
    await a.release('shop', held[0] ?? '');
    expect(await b.acquire('shop', policy)).not.toBeNull();
    expect(await a.acquire('shop', policy)).toBeNull();
  });

  it('the key goes with its last lease, so idle shops leave nothing behind', async () => {
    const prefix = `sf:test:${randomUUID()}:`;
    const client = new Redis(REDIS_URL, { enableAutoPipelining: false });
    const store = new RedisLeaseSemaphore(client, prefix);
    replicas.push(store);
    await store.acquire('idle', { limit: 1, ttlMs: 200 });
    expect(await client.pttl(`${prefix}idle`)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await client.exists(`${prefix}idle`)).toBe(0);
  });
});

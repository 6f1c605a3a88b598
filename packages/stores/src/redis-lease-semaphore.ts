import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LeasePolicy, LeaseSemaphore } from './lease-semaphore';

/**
 * One step of the semaphore as one Lua script, so the count and the take are atomic across
 * every gateway replica: a sorted set per key, each member a lease scored by when it lapses.
 * Lapsed leases are dropped first; a lease already held is extended, a new one added only
 * below the limit. Time comes from the Redis server, the one clock all replicas share; the key
 * itself expires with its last lease.
 */
const TAKE_SCRIPT = `
local limit = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local lease = ARGV[3]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], lease) and redis.call('ZCARD', KEYS[1]) >= limit then
  return 0
end
redis.call('ZADD', KEYS[1], now + ttl, lease)
redis.call('PEXPIRE', KEYS[1], ttl)
return 1
`;

type TakeCommand = (key: string, limit: number, ttlMs: number, lease: string) => Promise<number>;

export class RedisLeaseSemaphore implements LeaseSemaphore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'sf:lease:',
  ) {
    this.redis.defineCommand('sfTakeLease', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  }

  private async take(key: string, lease: string, policy: LeasePolicy): Promise<boolean> {
    const command = (this.redis as unknown as Record<string, TakeCommand>).sfTakeLease;
    if (!command) throw new Error('lease script not registered');
    const taken = await command.call(this.redis, `${this.prefix}${key}`, policy.limit, policy.ttlMs, lease);
    return taken === 1;
  }

  async acquire(key: string, policy: LeasePolicy): Promise<string | null> {
    const lease = randomUUID();
    return (await this.take(key, lease, policy)) ? lease : null;
  }

  renew(key: string, lease: string, policy: LeasePolicy): Promise<boolean> {
    return this.take(key, lease, policy);
  }

  async release(key: string, lease: string): Promise<void> {
    await this.redis.zrem(`${this.prefix}${key}`, lease);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

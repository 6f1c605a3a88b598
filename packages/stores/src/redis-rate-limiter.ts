import type { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter';
import { type BucketPolicy, describe } from './token-bucket';

/**
 * The token-bucket step of token-bucket.ts as one Lua script, so a check-and-spend is atomic
 * across every gateway replica. Time comes from the Redis server, the one clock all replicas
 * share.
 */
const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local interval = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'start')
local tokens = tonumber(state[1]) or capacity
local start = tonumber(state[2]) or now
local elapsed = math.max(0, now - start)
local intervals = math.floor(elapsed / interval)
if intervals > 0 then
  tokens = math.min(capacity, tokens + intervals * refill)
  start = start + intervals * interval
end
if tokens >= capacity then start = now end
local allowed = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tokens, 'start', start)
local ttl = (math.ceil((capacity - tokens) / refill) + 1) * interval
redis.call('PEXPIRE', KEYS[1], ttl)
return {allowed, tokens, interval - (now - start)}
`;

type TakeReply = [number, number, number];

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'sf:rl:',
  ) {
    this.redis.defineCommand('sfTakeToken', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  }

  async take(key: string, policy: BucketPolicy, cost = 1) {
    const command = (
      this.redis as unknown as Record<string, (...args: (string | number)[]) => Promise<TakeReply>>
    ).sfTakeToken;
    if (!command) throw new Error('rate-limit script not registered');
    const [allowed, tokens, resetMs] = await command.call(
      this.redis,
      `${this.prefix}${key}`,
      policy.capacity,
      policy.refillTokens,
      policy.refillIntervalMs,
      cost,
    );
    return describe(allowed === 1, tokens, resetMs, policy, cost);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

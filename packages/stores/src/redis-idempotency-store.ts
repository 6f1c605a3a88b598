import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type {
  BeginResult,
  IdempotencyRecord,
  IdempotencyStore,
  IdempotencyTimings,
  StoredResponse,
} from './idempotency-store';

/**
 * Redis adapter: the claim is one `SET NX PX`, so exactly one of many concurrent requests
 * (on any gateway replica) gets to run the operation. Completion and release are Lua scripts
 * that check the claim's token, so a request whose claim expired cannot overwrite a newer one.
 */
const FINISH_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local record = cjson.decode(current)
if record.state ~= 'processing' or record.token ~= ARGV[1] then return 0 end
if ARGV[2] == '' then
  redis.call('DEL', KEYS[1])
else
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
end
return 1
`;

type FinishCommand = (key: string, token: string, value: string, ttlMs: number) => Promise<number>;

export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'sf:idem:',
  ) {
    this.redis.defineCommand('sfIdempotencyFinish', { numberOfKeys: 1, lua: FINISH_SCRIPT });
  }

  private finish(): FinishCommand {
    const command = (this.redis as unknown as Record<string, FinishCommand | undefined>).sfIdempotencyFinish;
    if (!command) throw new Error('idempotency script not registered');
    return command.bind(this.redis);
  }

  async begin(key: string, fingerprint: string, timings: IdempotencyTimings): Promise<BeginResult> {
    const token = randomUUID();
    const claim: IdempotencyRecord = { state: 'processing', fingerprint, token };
    const fullKey = `${this.prefix}${key}`;
    const set = await this.redis.set(fullKey, JSON.stringify(claim), 'PX', timings.lockTtlMs, 'NX');
    if (set === 'OK') return { kind: 'started', token };
    const raw = await this.redis.get(fullKey);
    // The holder finished and the entry expired between our two calls: claim again.
    if (raw === null) return this.begin(key, fingerprint, timings);
    const record = JSON.parse(raw) as IdempotencyRecord;
    return record.state === 'completed'
      ? { kind: 'completed', fingerprint: record.fingerprint, response: record.response }
      : { kind: 'processing', fingerprint: record.fingerprint };
  }

  async complete(
    key: string,
    token: string,
    response: StoredResponse,
    timings: IdempotencyTimings,
  ): Promise<void> {
    const raw = await this.redis.get(`${this.prefix}${key}`);
    if (raw === null) return;
    const claim = JSON.parse(raw) as IdempotencyRecord;
    const record: IdempotencyRecord = { state: 'completed', fingerprint: claim.fingerprint, response };
    await this.finish()(`${this.prefix}${key}`, token, JSON.stringify(record), timings.ttlMs);
  }

  async release(key: string, token: string): Promise<void> {
    await this.finish()(`${this.prefix}${key}`, token, '', 0);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

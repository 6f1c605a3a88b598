import type { Redis } from 'ioredis';
import { leaseKey, membersKey } from './stream-keys';

/*
 * Redis Streams hand a group's entries to whichever consumer asks next, entry by entry; two
 * replicas reading one stream would handle one aggregate's events concurrently and out of order.
 * So, as Kafka assigns partitions, each partition stream of a group is read by one consumer at a
 * time: the holder of its lease. Leases expire unless renewed, so a killed consumer's streams
 * pass to the survivors after `leaseMs`; a consumer that sees more live members than before gives
 * up its surplus, so replicas share the partitions evenly. Times are the Redis server's (TIME),
 * never the replicas' clocks.
 */

const HEARTBEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 10)
return redis.call('ZCARD', KEYS[1])`;

const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export class PartitionLeases {
  constructor(
    private readonly redis: Redis,
    private readonly group: string,
    private readonly consumer: string,
    private readonly leaseMs: number,
  ) {}

  /** Marks this consumer alive for another `leaseMs`; answers how many consumers are. */
  async heartbeat(): Promise<number> {
    return Number(await this.redis.eval(HEARTBEAT, 1, membersKey(this.group), this.consumer, this.leaseMs));
  }

  /** Takes the stream's lease if nobody holds it. */
  async acquire(stream: string): Promise<boolean> {
    return (
      (await this.redis.set(leaseKey(this.group, stream), this.consumer, 'PX', this.leaseMs, 'NX')) === 'OK'
    );
  }

  /** Extends a lease this consumer holds; false when it was lost (expired, taken, Redis wiped). */
  async renew(stream: string): Promise<boolean> {
    return (
      Number(await this.redis.eval(RENEW, 1, leaseKey(this.group, stream), this.consumer, this.leaseMs)) === 1
    );
  }

  async release(stream: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, leaseKey(this.group, stream), this.consumer);
  }

  /** Leaves the group: the others count one member less at their next heartbeat. */
  async leave(): Promise<void> {
    await this.redis.zrem(membersKey(this.group), this.consumer);
  }
}

/** How many partition streams each of `members` consumers should read. */
export function fairShare(streams: number, members: number): number {
  return Math.ceil(streams / Math.max(1, members));
}

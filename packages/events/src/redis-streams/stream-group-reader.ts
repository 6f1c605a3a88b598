import type { Redis } from 'ioredis';
import type { EventHandler } from '../bus';
import { type DeadLetterHandler, errorMessage, reportDeadLetter } from '../dead-letter';
import { deliverWithRetry, RedeliverLaterError, waitsForDependency } from '../deliver';
import type { RetryPolicy } from '../retry';
import { fairShare, PartitionLeases } from './partition-leases';
import { type RawEntry, type ReadEntry, readEntry } from './stream-entry';
import { deadLetterStreamKey, streamKey } from './stream-keys';

export interface StreamGroupReaderOptions {
  /** The bus's command connection: acknowledgements, leases, claims, dead letters. */
  redis: Redis;
  group: string;
  /** This process's name in the group (unique per process). */
  consumer: string;
  partitions: number;
  retry: RetryPolicy;
  onDeadLetter: DeadLetterHandler;
  /** A new group starts at the oldest retained entry (true) or at the next one (false). */
  fromBeginning: boolean;
  leaseMs: number;
  visibilityTimeoutMs: number;
  blockMs: number;
  batchSize: number;
  /** `MINID` for a dead letter: entries older than this many ms are trimmed. */
  trimBelow: () => string;
  onError: (error: unknown, context: string) => void;
}

interface Owned {
  topic: string;
  /** Recovering: entries a previous reader left unacknowledged are claimed before new ones. */
  state: 'recovering' | 'live';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isBusyGroup = (error: unknown) => errorMessage(error).startsWith('BUSYGROUP');
/** Tries at creating a topic's groups when subscribing (250 ms × the try between, at most 2 s). */
export const SUBSCRIBE_ATTEMPTS = 12;
const isNoGroup = (error: unknown) => errorMessage(error).startsWith('NOGROUP');

/**
 * One consumer group of one process over every topic the group subscribed to: it holds the
 * leases of its share of the partition streams (partition-leases.ts), reads them with
 * XREADGROUP on a connection of its own (a blocking read holds the connection), handles each
 * stream's entries in order and acknowledges each after its handler resolved (or after it was
 * dead-lettered). A stream it takes over is first drained of what the previous reader left
 * pending (XAUTOCLAIM once idle for the visibility timeout), so one aggregate's order survives a
 * consumer's death.
 */
export class StreamGroupReader {
  private readonly handlers = new Map<string, EventHandler>();
  /** Every partition stream of the subscribed topics → its topic. */
  private readonly streams = new Map<string, string>();
  private readonly owned = new Map<string, Owned>();
  private readonly lost = new Set<string>();
  private readonly leases: PartitionLeases;
  private readonly reader: Redis;
  private loop: Promise<void> | undefined;
  private renewal: NodeJS.Timeout | undefined;
  private rebalanceDue = true;
  private lastRebalance = 0;
  private closed = false;

  constructor(private readonly options: StreamGroupReaderOptions) {
    this.leases = new PartitionLeases(options.redis, options.group, options.consumer, options.leaseMs);
    this.reader = options.redis.duplicate();
    // The command connection reports outages; this one only must not crash the process.
    this.reader.on('error', () => undefined);
  }

  async add(topic: string, handler: EventHandler): Promise<void> {
    if (this.handlers.has(topic)) {
      throw new Error(`group "${this.options.group}" is already subscribed to "${topic}"`);
    }
    this.handlers.set(topic, handler);
    try {
      await this.ensureGroupsPatiently(topic);
    } catch (error) {
      this.handlers.delete(topic);
      throw error;
    }
    for (let partition = 0; partition < this.options.partitions; partition++) {
      this.streams.set(streamKey(topic, partition), topic);
    }
    this.rebalanceDue = true;
    this.loop ??= this.run();
    this.renewal ??= setTimeout(() => void this.renew(), this.options.leaseMs / 3);
  }

  /** The partition streams of every topic this group subscribed to. */
  streamKeys(): string[] {
    return [...this.streams.keys()];
  }

  /** Finishes the read and the entries in hand, then gives the leases back for the others. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.renewal);
    await this.loop;
    await Promise.allSettled([...this.owned.keys()].map((stream) => this.leases.release(stream)));
    await this.leases.leave().catch(() => undefined);
    this.owned.clear();
    this.reader.disconnect();
  }

  /**
   * A service subscribes as it starts, which may be while Redis restarts (a failover, a crash):
   * the commands fail for a second or two. Tried again for about 16 s before the start fails,
   * so a brief outage does not kill every process that happens to be starting.
   */
  private async ensureGroupsPatiently(topic: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.ensureGroups(topic);
        return;
      } catch (error) {
        if (this.closed || attempt >= SUBSCRIBE_ATTEMPTS) throw error;
        this.options.onError(error, `subscribing to ${topic}`);
        await sleep(Math.min(250 * attempt, 2_000));
      }
    }
  }

  private async ensureGroups(topic: string): Promise<void> {
    const start = this.options.fromBeginning ? '0' : '$';
    for (let partition = 0; partition < this.options.partitions; partition++) {
      try {
        await this.options.redis.xgroup(
          'CREATE',
          streamKey(topic, partition),
          this.options.group,
          start,
          'MKSTREAM',
        );
      } catch (error) {
        if (!isBusyGroup(error)) throw error;
      }
    }
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.closed) {
      try {
        const due = Date.now() - this.lastRebalance >= this.options.leaseMs / 3;
        if (this.rebalanceDue || due) await this.rebalance();
        const recovering = await this.recover();
        const live = [...this.owned].filter(([, owned]) => owned.state === 'live').map(([key]) => key);
        if (live.length === 0) {
          await sleep(
            recovering ? Math.min(250, this.options.visibilityTimeoutMs / 4) : this.options.blockMs,
          );
        } else {
          await this.readLive(live);
        }
        failures = 0;
      } catch (error) {
        if (this.closed) break;
        if (isNoGroup(error)) {
          // Redis lost the groups (a restart without persistence): make them again and go on.
          for (const topic of this.handlers.keys()) await this.ensureGroups(topic).catch(() => undefined);
        } else {
          this.options.onError(error, 'read loop');
        }
        failures += 1;
        await sleep(Math.min(5_000, 100 * 2 ** Math.min(failures, 6)));
      }
    }
  }

  private async readLive(keys: string[]): Promise<void> {
    const { group, consumer, batchSize, blockMs } = this.options;
    const reply = (await this.reader.xreadgroup(
      'GROUP',
      group,
      consumer,
      'COUNT',
      batchSize,
      'BLOCK',
      blockMs,
      'STREAMS',
      ...keys,
      ...keys.map(() => '>'),
    )) as [string, RawEntry[]][] | null;
    if (reply === null) return;
    // Streams run side by side; inside one stream, entries one after another.
    await Promise.all(reply.map(([key, entries]) => this.handleAll(key, entries)));
  }

  /**
   * Claims, in id order, the entries of recovering streams that were delivered to a consumer
   * that has not acknowledged them for the visibility timeout, and handles them. A stream turns
   * live once nothing of it is pending; until then its new entries wait, so they cannot overtake
   * an older entry of the same aggregate. Answers whether a stream is still recovering.
   */
  private async recover(): Promise<boolean> {
    const { redis, group, consumer, visibilityTimeoutMs, batchSize } = this.options;
    let waiting = false;
    for (const [key, owned] of this.owned) {
      if (owned.state !== 'recovering') continue;
      let cursor = '0-0';
      let handled = true;
      do {
        const [next, entries] = (await redis.xautoclaim(
          key,
          group,
          consumer,
          visibilityTimeoutMs,
          cursor,
          'COUNT',
          batchSize,
        )) as [string, RawEntry[], string[]?];
        handled = await this.handleAll(key, entries);
        cursor = next;
      } while (handled && cursor !== '0-0' && !this.closed);
      const [pending] = (await redis.xpending(key, group)) as [number, ...unknown[]];
      if (handled && Number(pending) === 0) owned.state = 'live';
      else waiting = true;
    }
    return waiting;
  }

  /** Handles a stream's entries in order; false (and the stream back to recovering) on a failure. */
  private async handleAll(key: string, entries: RawEntry[]): Promise<boolean> {
    const topic = this.streams.get(key);
    const handler = topic === undefined ? undefined : this.handlers.get(topic);
    if (topic === undefined || handler === undefined) return true;
    for (const raw of entries) {
      // XAUTOCLAIM names entries trimmed away since delivery with no fields; nothing to handle.
      if (raw === null || !Array.isArray(raw[1])) continue;
      try {
        await this.handleOne(topic, key, handler, readEntry(raw));
      } catch (error) {
        // A failed acknowledgement or dead-letter write, or a handler still failing on a
        // transient error, lands here: the entry stays pending and is claimed again after the
        // visibility timeout, never dropped.
        this.options.onError(error, `handling ${key} ${raw[0]}`);
        const owned = this.owned.get(key);
        if (owned) owned.state = 'recovering';
        return false;
      }
    }
    return true;
  }

  private async handleOne(
    topic: string,
    key: string,
    handler: EventHandler,
    entry: ReadEntry,
  ): Promise<void> {
    const { group, retry, onDeadLetter, redis } = this.options;
    if (!entry.parsed.ok) {
      // Retrying cannot fix a malformed entry: straight to the dead-letter stream.
      await this.deadLetter(topic, entry, entry.parsed.error);
      await redis.xack(key, group, entry.id);
      await reportDeadLetter(onDeadLetter, {
        topic,
        group,
        error: new Error(entry.parsed.error),
        attempts: 0,
      });
      return;
    }
    const event = entry.parsed.event;
    const outcome = await deliverWithRetry({ topic, group, handler, retry }, event, entry.headers);
    // Left pending, the entry is claimed again after the visibility timeout, in its stream's order.
    if (!outcome.ok && waitsForDependency(outcome)) throw new RedeliverLaterError(outcome.error);
    if (!outcome.ok) await this.deadLetter(topic, entry, errorMessage(outcome.error));
    await redis.xack(key, group, entry.id);
    if (!outcome.ok) {
      await reportDeadLetter(onDeadLetter, {
        topic,
        group,
        event,
        error: outcome.error,
        attempts: outcome.attempts,
      });
    }
  }

  /** Copies the entry's fields so it can be replayed once the cause is fixed. */
  private async deadLetter(topic: string, entry: ReadEntry, error: string): Promise<void> {
    await this.options.redis.xadd(
      deadLetterStreamKey(topic),
      'MINID',
      '~',
      this.options.trimBelow(),
      '*',
      ...entry.fields,
      // Bounded: a zod report on a large payload can run to kilobytes.
      'error',
      error.slice(0, 1_000),
      'original-topic',
      topic,
      'original-id',
      entry.id,
      'consumer-group',
      this.options.group,
    );
  }

  /**
   * Counts the live consumers, gives up streams above this consumer's fair share (between
   * reads, so nothing it read is left pending) and takes free ones up to it.
   */
  private async rebalance(): Promise<void> {
    const members = await this.leases.heartbeat();
    for (const key of this.lost) this.owned.delete(key);
    this.lost.clear();
    const share = fairShare(this.streams.size, members);
    const surplus = [...this.owned.keys()].slice(share);
    for (const key of surplus) {
      this.owned.delete(key);
      await this.leases.release(key);
    }
    const candidates = [...this.streams.keys()].filter((key) => !this.owned.has(key));
    // Replicas try streams in different orders, so they do not all race for the same lease.
    candidates.sort(() => Math.random() - 0.5);
    for (const key of candidates) {
      if (this.owned.size >= share) break;
      const topic = this.streams.get(key) as string;
      if (await this.leases.acquire(key)) this.owned.set(key, { topic, state: 'recovering' });
    }
    this.rebalanceDue = false;
    this.lastRebalance = Date.now();
  }

  /** Keeps the leases (and the membership) alive while entries are being handled. */
  private async renew(): Promise<void> {
    try {
      await this.leases.heartbeat();
      await Promise.all(
        [...this.owned.keys()].map(async (key) => {
          if (!(await this.leases.renew(key))) this.lost.add(key);
        }),
      );
      if (this.lost.size > 0) this.rebalanceDue = true;
    } catch (error) {
      this.options.onError(error, 'lease renewal');
    } finally {
      if (!this.closed) this.renewal = setTimeout(() => void this.renew(), this.options.leaseMs / 3);
    }
  }
}

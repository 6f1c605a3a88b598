import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { EventBus, EventHandler } from '../bus';
import { type DeadLetterHandler, errorMessage, logDeadLetter } from '../dead-letter';
import { type EventEnvelope, eventEnvelopeSchema } from '../envelope';
import { type RetryPolicy, resolveRetryPolicy } from '../retry';
import { entryFields } from './stream-entry';
import { partitionOf, streamKey } from './stream-keys';
import { StreamGroupReader } from './stream-group-reader';

export interface RedisStreamsBusOptions {
  /** The command connection; each consumer group duplicates it for its blocking reads. */
  redis: Redis;
  /** Streams per topic; one aggregate always lands on one (default 8). Fixed per deployment. */
  partitions?: number;
  retry?: Partial<RetryPolicy>;
  /** Called after an entry was written to the topic's dead-letter stream; defaults to a log line. */
  onDeadLetter?: DeadLetterHandler;
  /** A new group starts at the oldest retained entry (default) or only sees what comes next. */
  fromBeginning?: boolean;
  /** How long a partition lease lasts unless renewed: a killed consumer's streams move after it (15 s). */
  leaseMs?: number;
  /** How long an unacknowledged entry must sit before another consumer claims it (the lease time). */
  visibilityTimeoutMs?: number;
  /** How long one XREADGROUP waits for entries (1 s); also bounds how long close() waits. */
  blockMs?: number;
  /** Entries read per stream at once (32). */
  batchSize?: number;
  /** Entries older than this are trimmed at each write (MINID, approximate): 7 days, as Kafka's default. */
  retentionMs?: number;
  /** Connection and loop failures, one call each; defaults to nothing (readiness reports Redis). */
  onError?: (error: unknown, context: string) => void;
  /** Deletes this bus's consumer groups on close: for per-process groups such as a gateway's signal group. */
  deleteGroupsOnClose?: boolean;
}

const DEFAULTS = {
  partitions: 8,
  leaseMs: 15_000,
  blockMs: 1_000,
  batchSize: 32,
  retentionMs: 7 * 24 * 3_600_000,
};

/**
 * Production bus on Redis Streams (packages/events/README.md, "RedisStreamsBus"): one stream per
 * partition of a topic, consumer groups per service, the same guarantees as the Kafka adapter —
 * each group gets each event at least once, one aggregate's events in publish order, an event
 * acknowledged only after its handler resolved, retries then a dead-letter stream.
 */
export class RedisStreamsBus implements EventBus {
  private readonly groups = new Map<string, StreamGroupReader>();
  private readonly retry: RetryPolicy;
  private readonly onDeadLetter: DeadLetterHandler;
  private readonly partitions: number;
  private readonly retentionMs: number;
  private readonly consumer = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private publishFailing = false;
  private closed = false;

  constructor(private readonly options: RedisStreamsBusOptions) {
    this.retry = resolveRetryPolicy(options.retry);
    this.onDeadLetter = options.onDeadLetter ?? logDeadLetter;
    this.partitions = options.partitions ?? DEFAULTS.partitions;
    this.retentionMs = options.retentionMs ?? DEFAULTS.retentionMs;
    if (!Number.isInteger(this.partitions) || this.partitions < 1)
      throw new Error('partitions must be a positive integer');
  }

  /** One MULTI per call: the batch lands whole or not at all, each aggregate's events in order. */
  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    if (events.length === 0) return;
    const parsed = events.map((event) => eventEnvelopeSchema.parse(event));
    const trim = this.trimBelow();
    const multi = this.options.redis.multi();
    for (const event of parsed) {
      const key = streamKey(topic, partitionOf(event.aggregate_id, this.partitions));
      multi.xadd(key, 'MINID', '~', trim, '*', ...entryFields(event));
    }
    try {
      const results = await multi.exec();
      const failed = results?.find(([error]) => error !== null);
      if (results === null || failed) throw failed?.[0] ?? new Error('publish transaction was discarded');
    } catch (error) {
      this.publishFailing = true;
      throw error;
    }
    this.publishFailing = false;
  }

  async subscribe(topic: string, group: string, handler: EventHandler): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    let reader = this.groups.get(group);
    if (reader === undefined) {
      reader = new StreamGroupReader({
        redis: this.options.redis,
        group,
        consumer: this.consumer,
        partitions: this.partitions,
        retry: this.retry,
        onDeadLetter: this.onDeadLetter,
        fromBeginning: this.options.fromBeginning ?? true,
        leaseMs: this.options.leaseMs ?? DEFAULTS.leaseMs,
        visibilityTimeoutMs: this.options.visibilityTimeoutMs ?? this.options.leaseMs ?? DEFAULTS.leaseMs,
        blockMs: this.options.blockMs ?? DEFAULTS.blockMs,
        batchSize: this.options.batchSize ?? DEFAULTS.batchSize,
        trimBelow: () => this.trimBelow(),
        onError: this.options.onError ?? (() => undefined),
      });
      this.groups.set(group, reader);
    }
    await reader.add(topic, handler);
  }

  /** Ready when Redis answers and the last publish (if any) went through. */
  async ready(): Promise<boolean> {
    if (this.closed) return false;
    try {
      return (await this.options.redis.ping()) === 'PONG' && !this.publishFailing;
    } catch {
      return false;
    }
  }

  /** Readers first (they finish what they hold and hand their leases back), then the connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.groups.values()].map((reader) => reader.close()));
    if (this.options.deleteGroupsOnClose) await this.deleteGroups().catch(() => undefined);
    await this.options.redis.quit().catch(() => this.options.redis.disconnect());
  }

  private async deleteGroups(): Promise<void> {
    for (const [group, reader] of this.groups) {
      for (const key of reader.streamKeys()) {
        await this.options.redis.xgroup('DESTROY', key, group).catch((error: unknown) => {
          if (!errorMessage(error).includes('no such key')) throw error;
        });
      }
    }
  }

  /** The MINID below which entries are trimmed: Redis stream ids start with their time in ms. */
  private trimBelow(): string {
    return `${Date.now() - this.retentionMs}-0`;
  }
}

export interface CreateRedisStreamsBusOptions extends Omit<RedisStreamsBusOptions, 'redis'> {
  url: string;
}

export function createRedisStreamsBus({ url, ...options }: CreateRedisStreamsBusOptions): RedisStreamsBus {
  // A publish fails fast while Redis is away (the outbox keeps the events and the relay retries);
  // auto-pipelining stays off so a MULTI is exactly one round trip of its own.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: false });
  // One report per outage, not one per reconnect attempt.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) options.onError?.(error, 'command connection');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return new RedisStreamsBus({ ...options, redis });
}

import { linkFromTraceparent, SpanKind, withSpan } from '@shopforge/telemetry';
import type { EventBus } from '../bus';
import type { EventEnvelope } from '../envelope';
import { topicFor } from '../topics';
import { PollingLoop } from '../polling-loop';
import { recordPublishDelays, watchOutboxLag } from './metrics';
import { type OutboxRow, toEnvelope } from './outbox-row';
import type { OutboxStore } from './store';

export interface OutboxRelayOptions {
  store: OutboxStore;
  bus: EventBus;
  /** Rows per transaction (default 100). */
  batchSize?: number;
  /** Wait between polls when the outbox was drained (default 250 ms). */
  pollIntervalMs?: number;
  /**
   * While polls keep finding nothing, the wait doubles up to this (default 8 × pollIntervalMs):
   * an idle platform then costs almost nothing, and the first event after a quiet spell waits
   * at most this long.
   */
  maxIdleIntervalMs?: number;
  /** Backoff after a failed batch: doubles per consecutive failure (default 250 ms … 30 s). */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Time source for `published_at` (the service's Clock). */
  now?: () => Date;
  /** Told about every failed batch; the loop itself never throws. Default: console.error. */
  onError?: (error: unknown) => void;
  /** The service whose outbox this is: the label of its lag and publish-delay metrics. */
  service?: string;
}

const createdAtMs = (row: OutboxRow) => new Date(row.created_at).getTime();

/** Rows grouped by topic, each group in sequence order (Map keeps first-seen topic order). */
function groupByTopic(events: EventEnvelope[]): Map<string, EventEnvelope[]> {
  const groups = new Map<string, EventEnvelope[]>();
  for (const event of events) {
    const topic = topicFor(event.type);
    const group = groups.get(topic) ?? [];
    group.push(event);
    groups.set(topic, group);
  }
  return groups;
}

/**
 * Publishes a service's outbox to the bus (docs/architecture.md#events-the-outbox-and-signals).
 * Each batch is claimed, published and marked published in one transaction (for a bus that
 * waits for its consumers: in two, around the publish — `relayInPhases`): if publishing fails
 * nothing is marked and the rows are published on a later poll (at least once). Rows go out in
 * `sequence` order, so one aggregate's events keep their order within a batch and from one batch
 * to the next as long as one relay publishes at a time; across replicas `sqlOutboxStore`
 * ensures that with an advisory lock (store.ts).
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly initialBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly now: () => Date;
  private readonly onError: (error: unknown) => void;
  private readonly maxIdleIntervalMs: number;
  private readonly loop: PollingLoop;
  private failures = 0;
  private idlePolls = 0;
  /** `created_at` of the oldest row the last claim found unpublished; undefined once drained. */
  private oldestPendingMs: number | undefined;
  private unwatchLag: (() => void) | undefined;

  constructor(private readonly options: OutboxRelayOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.maxIdleIntervalMs = options.maxIdleIntervalMs ?? this.pollIntervalMs * 8;
    this.initialBackoffMs = options.initialBackoffMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? ((error) => console.error('outbox relay batch failed', error));
    this.loop = new PollingLoop(() => this.iteration());
  }

  /** Starts polling in the background; calling it twice is harmless. */
  start(): void {
    this.unwatchLag ??= watchOutboxLag({
      service: this.options.service ?? 'unknown',
      lagSeconds: () => this.lagSeconds(),
    });
    this.loop.start();
  }

  /** Stops polling; resolves once the batch in flight (if any) has committed or rolled back. */
  stop(): Promise<void> {
    this.unwatchLag?.();
    this.unwatchLag = undefined;
    return this.loop.stop();
  }

  /**
   * Seconds since the oldest event the relay last found unpublished was written (0 when it
   * drained the outbox). Measured against now, so a relay stuck on a failing bus shows a
   * growing lag rather than the value of its last good poll.
   */
  lagSeconds(): number {
    if (this.oldestPendingMs === undefined) return 0;
    return Math.max(0, (this.now().getTime() - this.oldestPendingMs) / 1000);
  }

  /** One batch: claim, publish, mark. Returns how many rows were published; throws on failure. */
  async relayOnce(): Promise<number> {
    if (this.options.bus.publishWaitsForConsumers) return this.relayInPhases();
    const rows = await this.options.store.transaction(async (tx) => {
      const claimed = await tx.claimBatch(this.batchSize);
      this.noteClaimed(claimed);
      if (claimed.length === 0) return claimed;
      await this.publish(claimed.map(toEnvelope));
      await tx.markPublished(
        claimed.map((row) => row.id),
        this.now(),
      );
      return claimed;
    });
    this.notePublished(rows);
    return rows.length;
  }

  private noteClaimed(rows: readonly OutboxRow[]): void {
    let oldest: number | undefined;
    for (const row of rows) {
      const created = createdAtMs(row);
      if (!Number.isNaN(created) && (oldest === undefined || created < oldest)) oldest = created;
    }
    this.oldestPendingMs = oldest;
  }

  /** After the batch committed: its delays, and (short of a full batch) the outbox drained. */
  private notePublished(rows: readonly OutboxRow[]): void {
    if (rows.length === 0) return;
    recordPublishDelays(this.options.service ?? 'unknown', rows.map(createdAtMs), this.now().getTime());
    if (rows.length < this.batchSize) this.oldestPendingMs = undefined;
  }

  /**
   * For a bus whose publish waits for its consumers (embedded mode): claim, then publish with
   * no transaction open, then mark. Consumers of other services may need their own relay's
   * database meanwhile, and a relay holding its single PGlite connection while waiting for
   * them would deadlock with theirs. Rows are still marked only after every consumer handled
   * them (a crash in between republishes: at least once); embedded mode runs one relay per
   * database, so order holds without the lock spanning the publish.
   */
  private async relayInPhases(): Promise<number> {
    const rows = await this.options.store.transaction((tx) => tx.claimBatch(this.batchSize));
    this.noteClaimed(rows);
    if (rows.length === 0) return 0;
    await this.publish(rows.map(toEnvelope));
    await this.options.store.transaction((tx) =>
      tx.markPublished(
        rows.map((row) => row.id),
        this.now(),
      ),
    );
    this.notePublished(rows);
    return rows.length;
  }

  private publish(events: EventEnvelope[]): Promise<void> {
    return withSpan(
      'outbox.relay publish',
      { 'messaging.batch.message_count': events.length },
      async () => {
        for (const [topic, batch] of groupByTopic(events)) await this.options.bus.publish(topic, batch);
      },
      // A batch carries events of many requests: its span links to each of their traces (each
      // consumer continues its event's own trace through the event's traceparent).
      { kind: SpanKind.PRODUCER, links: linksTo(events) },
    );
  }

  /** One poll; the delay before the next: none after a full batch, backoff after a failure. */
  private async iteration(): Promise<number> {
    try {
      const published = await this.relayOnce();
      this.failures = 0;
      // A full batch means more rows are probably waiting: poll again at once.
      if (published >= this.batchSize) return 0;
      this.idlePolls = published > 0 ? 0 : this.idlePolls + 1;
      return Math.min(this.maxIdleIntervalMs, this.pollIntervalMs * 2 ** Math.max(0, this.idlePolls - 1));
    } catch (error) {
      this.failures += 1;
      try {
        this.onError(error);
      } catch {
        // A broken error reporter must not kill the relay.
      }
      return Math.min(this.maxBackoffMs, this.initialBackoffMs * 2 ** (this.failures - 1));
    }
  }
}

function linksTo(events: readonly EventEnvelope[]) {
  return events.flatMap((event) => {
    const link = linkFromTraceparent(event.traceparent, { 'messaging.message.id': event.id });
    return link ? [link] : [];
  });
}

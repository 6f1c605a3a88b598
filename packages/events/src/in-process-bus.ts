import type { EventBus, EventHandler } from './bus';
import { type DeadLetterHandler, logDeadLetter, reportDeadLetter } from './dead-letter';
import { type DeliveryTarget, deliverWithRetry, waitsForDependency } from './deliver';
import { type EventEnvelope, eventEnvelopeSchema } from './envelope';
import { type RetryOutcome, type RetryPolicy, resolveRetryPolicy } from './retry';

export interface InProcessBusOptions {
  retry?: Partial<RetryPolicy>;
  /** Called after the last retry failed; defaults to an error log line. */
  onDeadLetter?: DeadLetterHandler;
  /**
   * When true, `publish` resolves only after every subscribed group has handled (or
   * dead-lettered) the events. The embedded launcher turns it on so the outbox relay marks a
   * row published only once its consumers committed: killing the process then loses nothing,
   * the relay republishes and the consumers' dedupe absorbs the repeat.
   */
  waitForHandlers?: boolean;
}

interface QueuedEvent {
  event: EventEnvelope;
  /** Settles when the event was handled or dead-lettered. */
  done: () => void;
}

interface Subscription {
  group: string;
  handler: EventHandler;
  /** One FIFO lane per aggregate: the in-process stand-in for a Kafka partition. */
  lanes: Map<string, QueuedEvent[]>;
}

/**
 * The embedded-mode bus (docs/architecture.md#two-modes-one-code-path). Same guarantees the Kafka
 * adapter gives, minus durability: each subscribed group gets each event once, one aggregate's
 * events reach a group in publish order, different aggregates run concurrently. Events published to
 * a topic nobody subscribed to are dropped (there is no log to replay them from), so services
 * subscribe at boot before the outbox relay starts.
 */
export class InProcessBus implements EventBus {
  private readonly topics = new Map<string, Subscription[]>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly retry: RetryPolicy;
  private readonly onDeadLetter: DeadLetterHandler;
  private readonly waitForHandlers: boolean;
  readonly publishWaitsForConsumers: boolean;
  private closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.retry = resolveRetryPolicy(options.retry);
    this.onDeadLetter = options.onDeadLetter ?? logDeadLetter;
    this.waitForHandlers = options.waitForHandlers ?? false;
    this.publishWaitsForConsumers = this.waitForHandlers;
  }

  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    // Validate up front so a bad event fails its producer, as a Kafka consumer would reject it.
    const parsed = events.map((event) => eventEnvelopeSchema.parse(event));
    const handled: Promise<void>[] = [];
    for (const subscription of this.topics.get(topic) ?? []) {
      for (const event of parsed) {
        handled.push(new Promise<void>((done) => this.enqueue(topic, subscription, { event, done })));
      }
    }
    if (this.waitForHandlers) await Promise.all(handled);
  }

  async subscribe(topic: string, group: string, handler: EventHandler): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    const subscriptions = this.topics.get(topic) ?? [];
    // One handler per group and topic, as with Kafka where a group is one logical consumer.
    if (subscriptions.some((s) => s.group === group)) {
      throw new Error(`group "${group}" is already subscribed to "${topic}"`);
    }
    subscriptions.push({ group, handler, lanes: new Map() });
    this.topics.set(topic, subscriptions);
  }

  /** Refuses new events, then waits until every queued event was handled or dead-lettered. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  private enqueue(topic: string, subscription: Subscription, queued: QueuedEvent): void {
    const aggregateId = queued.event.aggregate_id;
    const lane = subscription.lanes.get(aggregateId);
    if (lane !== undefined) {
      // A drain loop is already running for this aggregate; it will pick the event up in order.
      lane.push(queued);
      return;
    }
    const queue = [queued];
    subscription.lanes.set(aggregateId, queue);
    const drain = this.drain(topic, subscription, aggregateId, queue).finally(() => {
      this.inFlight.delete(drain);
    });
    this.inFlight.add(drain);
  }

  private async drain(
    topic: string,
    subscription: Subscription,
    aggregateId: string,
    queue: QueuedEvent[],
  ): Promise<void> {
    // Yield a macrotask first so publish() settles before any handler runs: a producer (the
    // outbox relay) must never wait on, or be re-entered by, its consumers.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const target = { topic, group: subscription.group, handler: subscription.handler, retry: this.retry };
    try {
      for (let queued = queue.shift(); queued !== undefined; queued = queue.shift()) {
        const { event } = queued;
        try {
          const outcome = await this.deliverOnceUp(target, event);
          if (!outcome.ok) {
            await reportDeadLetter(this.onDeadLetter, {
              topic,
              group: subscription.group,
              event,
              error: outcome.error,
              attempts: outcome.attempts,
            });
          }
        } finally {
          queued.done();
        }
      }
    } finally {
      subscription.lanes.delete(aggregateId);
    }
  }

  /**
   * Delivers again, after the longest backoff, while the handler fails on a dependency that is
   * down; the lane waits with it, so the aggregate keeps its order. Closing the bus ends the wait
   * (nothing in memory survives the process) and the event is dead-lettered.
   */
  private async deliverOnceUp(target: DeliveryTarget, event: EventEnvelope): Promise<RetryOutcome> {
    for (;;) {
      const outcome = await deliverWithRetry(target, event);
      if (outcome.ok || !waitsForDependency(outcome) || this.closed) return outcome;
      await new Promise((resolve) => setTimeout(resolve, this.retry.maxDelayMs));
    }
  }
}

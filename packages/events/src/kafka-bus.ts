import { Kafka, type Message } from 'kafkajs';
import type { EventBus, EventHandler } from './bus';
import { type DeadLetterHandler, logDeadLetter } from './dead-letter';
import { type EventEnvelope, eventEnvelopeSchema } from './envelope';
import { eventHeaders } from './event-headers';
import { GroupConsumer } from './kafka-group-consumer';
import type { KafkaLike, KafkaProducerLike } from './kafka-types';
import { type RetryPolicy, resolveRetryPolicy } from './retry';

export interface KafkaBusOptions {
  /** A kafkajs `Kafka` instance, or the fake from `@shopforge/events/src/testing`. */
  kafka: KafkaLike;
  retry?: Partial<RetryPolicy>;
  /** Called after an event was written to `<topic>.dlq`; defaults to an error log line. */
  onDeadLetter?: DeadLetterHandler;
  /**
   * Where a group with no committed offset starts. True by default: a service that is
   * deployed after events were published still sees them (handlers are idempotent).
   */
  fromBeginning?: boolean;
  /** Partitions one group handles at once; order is kept inside a partition. */
  partitionsConsumedConcurrently?: number;
  /** How long `ready()` waits for the producer to connect before answering false (2 s). */
  readyTimeoutMs?: number;
}

/**
 * Production bus (docs/architecture.md#two-modes-one-code-path): one topic per event family,
 * keyed by aggregate id.
 */
export class KafkaBus implements EventBus {
  private readonly producer: KafkaProducerLike;
  private producerReady: Promise<KafkaProducerLike> | undefined;
  private readonly groups = new Map<string, GroupConsumer>();
  private readonly retry: RetryPolicy;
  private readonly onDeadLetter: DeadLetterHandler;
  private closed = false;
  /** The last publish failed and none succeeded since: the broker is not taking our events. */
  private publishFailing = false;

  constructor(private readonly options: KafkaBusOptions) {
    // Idempotent so broker-side retries cannot duplicate or reorder a key's messages; kafkajs
    // only guarantees that with one request in flight.
    this.producer = options.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    this.retry = resolveRetryPolicy(options.retry);
    this.onDeadLetter = options.onDeadLetter ?? logDeadLetter;
  }

  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    if (events.length === 0) return;
    const messages = events.map((event) => toMessage(eventEnvelopeSchema.parse(event)));
    try {
      const producer = await this.connectedProducer();
      // acks -1: an event counts as published (and leaves the outbox) only once all replicas have it.
      await producer.send({ topic, acks: -1, messages });
    } catch (error) {
      this.publishFailing = true;
      throw error;
    }
    this.publishFailing = false;
  }

  /**
   * Ready when the producer is connected to a broker and the last publish (if any) went
   * through. A connect still pending after `readyTimeoutMs` answers false (kafkajs keeps
   * retrying an unreachable broker for a long time); the attempt goes on, so a later probe sees
   * it succeed. A broker lost after the connect shows up with the next publish that fails.
   */
  async ready(): Promise<boolean> {
    if (this.closed) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.options.readyTimeoutMs ?? 2000);
      timer.unref();
    });
    const connected = this.connectedProducer().then(
      () => true,
      () => false,
    );
    try {
      return (await Promise.race([connected, timeout])) && !this.publishFailing && !this.closed;
    } finally {
      clearTimeout(timer);
    }
  }

  async subscribe(topic: string, group: string, handler: EventHandler): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    let consumer = this.groups.get(group);
    if (consumer === undefined) {
      consumer = new GroupConsumer({
        group,
        consumer: this.options.kafka.consumer({ groupId: `shopforge-${group}` }),
        producer: () => this.connectedProducer(),
        retry: this.retry,
        onDeadLetter: this.onDeadLetter,
        fromBeginning: this.options.fromBeginning ?? true,
        partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 4,
      });
      this.groups.set(group, consumer);
    }
    await consumer.add(topic, handler);
  }

  /** Consumers first (they may still dead-letter through the producer), then the producer. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.groups.values()].map((group) => group.close()));
    const ready = this.producerReady;
    this.producerReady = undefined; // close() twice must not disconnect twice.
    if (ready !== undefined) {
      await ready.catch(() => undefined);
      await this.producer.disconnect();
    }
  }

  private connectedProducer(): Promise<KafkaProducerLike> {
    if (this.producerReady === undefined) {
      const ready = this.producer.connect().then(() => this.producer);
      // A failed connect is not cached, so the next publish tries again.
      ready.catch(() => {
        if (this.producerReady === ready) this.producerReady = undefined;
      });
      this.producerReady = ready;
    }
    return this.producerReady;
  }
}

function toMessage(event: EventEnvelope): Message {
  return { key: event.aggregate_id, value: JSON.stringify(event), headers: eventHeaders(event) };
}

export interface CreateKafkaBusOptions extends Omit<KafkaBusOptions, 'kafka'> {
  brokers: string[];
  clientId: string;
}

export function createKafkaBus({ brokers, clientId, ...options }: CreateKafkaBusOptions): KafkaBus {
  return new KafkaBus({ ...options, kafka: new Kafka({ brokers, clientId }) });
}

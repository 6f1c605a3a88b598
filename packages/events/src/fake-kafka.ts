import type {
  ConsumerConfig,
  ConsumerRunConfig,
  ConsumerSubscribeTopic,
  ConsumerSubscribeTopics,
  EachMessageHandler,
  IHeaders,
  KafkaMessage,
  Message,
  ProducerConfig,
  ProducerRecord,
  RecordMetadata,
} from 'kafkajs';
import type { KafkaConsumerLike, KafkaLike, KafkaProducerLike } from './kafka-types';

/** One message as the fake broker stores it; kafkajs's consumer shape is derived from it. */
export interface FakeRecord {
  topic: string;
  partition: number;
  offset: number;
  key: Buffer | null;
  value: Buffer | null;
  headers: IHeaders;
}

export interface FakeKafkaOptions {
  /** Partitions every topic gets (auto-created on first send, like a dev broker). */
  partitions?: number;
  /** Delay before a consumer retries a message whose eachMessage threw (kafkajs restarts). */
  redeliveryDelayMs?: number;
}

/**
 * An in-memory, single-process stand-in for a Kafka cluster, shaped like kafkajs's `Kafka`
 * so `KafkaBus` can be tested without a broker. It keeps what the adapter relies on:
 * per-partition order, partition = stable hash of the key, one committed offset per
 * consumer group (each group sees each message once), commit only after eachMessage
 * resolves and redelivery after it throws. It does not model rebalances, replication or
 * transactions: those are what the real-broker integration suite is for.
 */
export class FakeKafka implements KafkaLike {
  readonly producerConfigs: (ProducerConfig | undefined)[] = [];
  readonly consumerConfigs: ConsumerConfig[] = [];
  /** Errors thrown out of eachMessage: KafkaBus throws only to have a message delivered again. */
  readonly consumerCrashes: unknown[] = [];
  readonly partitions: number;
  readonly redeliveryDelayMs: number;

  private readonly log = new Map<string, FakeRecord[][]>();
  private readonly committed = new Map<string, number>();
  /** Group partitions being handled right now: one consumer of a group per partition. */
  private readonly busy = new Set<string>();
  private readonly consumers = new Set<FakeConsumer>();
  private roundRobin = 0;

  constructor(options: FakeKafkaOptions = {}) {
    this.partitions = options.partitions ?? 3;
    this.redeliveryDelayMs = options.redeliveryDelayMs ?? 10;
  }

  producer(config?: ProducerConfig): KafkaProducerLike {
    this.producerConfigs.push(config);
    return new FakeProducer(this);
  }

  consumer(config: ConsumerConfig): KafkaConsumerLike {
    this.consumerConfigs.push(config);
    const consumer = new FakeConsumer(this, config.groupId);
    this.consumers.add(consumer);
    return consumer;
  }

  /** Every message of `topic`, partition by partition, in offset order. */
  records(topic: string): FakeRecord[] {
    return (this.log.get(topic) ?? []).flat();
  }

  /** @internal used by FakeProducer. */
  append(topic: string, message: Message): FakeRecord {
    const partitions = this.topic(topic);
    const key = toBuffer(message.key);
    const index =
      message.partition ?? (key === null ? this.roundRobin++ % this.partitions : hash(key) % this.partitions);
    const partition = partitions[index];
    if (partition === undefined) throw new Error(`fake kafka: no partition ${index} in ${topic}`);
    const record: FakeRecord = {
      topic,
      partition: index,
      offset: partition.length,
      key,
      value: toBuffer(message.value),
      headers: headersToBuffers(message.headers),
    };
    partition.push(record);
    // Asynchronously, as a broker would: consumers never run inside the producer's send().
    setImmediate(() => {
      for (const consumer of this.consumers) consumer.pump();
    });
    return record;
  }

  /** @internal the partitions of a topic, created on first use. */
  topic(topic: string): FakeRecord[][] {
    let partitions = this.log.get(topic);
    if (partitions === undefined) {
      partitions = Array.from({ length: this.partitions }, () => []);
      this.log.set(topic, partitions);
    }
    return partitions;
  }

  /** @internal */
  committedOffset(group: string, topic: string, partition: number): number | undefined {
    return this.committed.get(`${group}\0${topic}\0${partition}`);
  }

  /** @internal */
  commit(group: string, topic: string, partition: number, nextOffset: number): void {
    this.committed.set(`${group}\0${topic}\0${partition}`, nextOffset);
  }

  /** @internal claims a group partition; false when another consumer of the group holds it. */
  claim(group: string, topic: string, partition: number): boolean {
    const key = `${group}\0${topic}\0${partition}`;
    if (this.busy.has(key)) return false;
    this.busy.add(key);
    return true;
  }

  /** @internal */
  release(group: string, topic: string, partition: number): void {
    this.busy.delete(`${group}\0${topic}\0${partition}`);
  }
}

class FakeProducer implements KafkaProducerLike {
  private connected = false;

  constructor(private readonly kafka: FakeKafka) {}

  async connect(): Promise<void> {
    this.connected = true;
  }

  async disconnect(): Promise<void> {
    this.connected = false;
  }

  async send(record: ProducerRecord): Promise<RecordMetadata[]> {
    if (!this.connected) throw new Error('fake kafka: the producer is disconnected');
    const byPartition = new Map<number, RecordMetadata>();
    for (const message of record.messages) {
      const stored = this.kafka.append(record.topic, message);
      // kafkajs reports one entry per partition written, with the batch's first offset.
      if (!byPartition.has(stored.partition)) {
        byPartition.set(stored.partition, {
          topicName: record.topic,
          partition: stored.partition,
          errorCode: 0,
          baseOffset: String(stored.offset),
        });
      }
    }
    return [...byPartition.values()];
  }
}

class FakeConsumer implements KafkaConsumerLike {
  private connected = false;
  private readonly topics: { topic: string; fromBeginning: boolean }[] = [];
  private eachMessage: EachMessageHandler | undefined;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly kafka: FakeKafka,
    private readonly group: string,
  ) {}

  async connect(): Promise<void> {
    this.connected = true;
  }

  async disconnect(): Promise<void> {
    await this.stop();
    this.connected = false;
  }

  async subscribe(subscription: ConsumerSubscribeTopics | ConsumerSubscribeTopic): Promise<void> {
    // Same rule and message as kafkajs: topics are fixed while the consumer runs.
    if (this.eachMessage !== undefined)
      throw new Error('Cannot subscribe to topic while consumer is running');
    const topics = 'topics' in subscription ? subscription.topics : [subscription.topic];
    const fromBeginning = subscription.fromBeginning ?? false;
    for (const topic of topics) {
      if (typeof topic !== 'string') throw new Error('fake kafka: RegExp subscriptions are not supported');
      this.topics.push({ topic, fromBeginning });
      // A new group not starting from the beginning starts at the current end, as with `latest`.
      const partitions = this.kafka.topic(topic);
      partitions.forEach((records, partition) => {
        if (!fromBeginning && this.kafka.committedOffset(this.group, topic, partition) === undefined) {
          this.kafka.commit(this.group, topic, partition, records.length);
        }
      });
    }
  }

  async run(config?: ConsumerRunConfig): Promise<void> {
    if (!this.connected) throw new Error('fake kafka: run() before connect()');
    if (this.eachMessage !== undefined) return; // kafkajs only warns.
    if (config?.eachMessage === undefined) throw new Error('fake kafka: only eachMessage is supported');
    this.eachMessage = config.eachMessage;
    setImmediate(() => this.pump());
  }

  /** Resolves once the messages being handled are done; the rest wait for the next run(). */
  async stop(): Promise<void> {
    this.eachMessage = undefined;
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** @internal starts a drain of every partition with unread messages for this group. */
  pump(): void {
    if (this.eachMessage === undefined) return;
    for (const { topic } of this.topics) {
      this.kafka.topic(topic).forEach((_records, partition) => {
        if (!this.kafka.claim(this.group, topic, partition)) return;
        const work = this.drain(topic, partition).finally(() => {
          this.kafka.release(this.group, topic, partition);
          this.inFlight.delete(work);
        });
        this.inFlight.add(work);
      });
    }
  }

  private async drain(topic: string, partition: number): Promise<void> {
    const records = this.kafka.topic(topic)[partition] ?? [];
    for (;;) {
      const eachMessage = this.eachMessage;
      if (eachMessage === undefined) return;
      const offset = this.kafka.committedOffset(this.group, topic, partition) ?? 0;
      const record = records[offset];
      if (record === undefined) return;
      try {
        await eachMessage({
          topic,
          partition,
          message: toKafkaMessage(record),
          heartbeat: async () => undefined,
          pause: () => () => undefined,
        });
      } catch (error) {
        // kafkajs would not commit, restart the consumer and redeliver the same message.
        this.kafka.consumerCrashes.push(error);
        setTimeout(() => this.pump(), this.kafka.redeliveryDelayMs);
        return;
      }
      this.kafka.commit(this.group, topic, partition, offset + 1);
    }
  }
}

function toKafkaMessage(record: FakeRecord): KafkaMessage {
  return {
    key: record.key,
    value: record.value,
    timestamp: String(Date.now()),
    attributes: 0,
    offset: String(record.offset),
    headers: record.headers,
  };
}

function toBuffer(value: Buffer | string | null | undefined): Buffer | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? Buffer.from(value) : value;
}

/** A real broker hands headers back as Buffers whatever the producer sent; so does the fake. */
function headersToBuffers(headers: IHeaders | undefined): IHeaders {
  const out: IHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.map((v) => Buffer.from(v)) : Buffer.from(value);
  }
  return out;
}

/** FNV-1a: stable across runs, so a key always lands in the same partition. */
function hash(key: Buffer): number {
  let h = 0x811c9dc5;
  for (const byte of key) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  return h;
}

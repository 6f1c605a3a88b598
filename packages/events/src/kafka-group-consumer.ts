import type { EachMessagePayload, KafkaMessage } from 'kafkajs';
import type { EventHandler } from './bus';
import { type DeadLetterHandler, errorMessage, reportDeadLetter } from './dead-letter';
import { deliverWithRetry, RedeliverLaterError, waitsForDependency } from './deliver';
import { headersToStrings } from './kafka-headers';
import type { KafkaConsumerLike, KafkaProducerLike } from './kafka-types';
import { parseEventText } from './parse-event';
import type { RetryPolicy } from './retry';
import { deadLetterTopic } from './topics';

export interface GroupConsumerOptions {
  group: string;
  consumer: KafkaConsumerLike;
  /** Shared with the bus; used to write dead letters. */
  producer: () => Promise<KafkaProducerLike>;
  retry: RetryPolicy;
  onDeadLetter: DeadLetterHandler;
  fromBeginning: boolean;
  partitionsConsumedConcurrently: number;
}

/**
 * One kafkajs consumer per group (groupId `shopforge-<group>`), handling every topic the
 * group subscribed to. kafkajs cannot add a topic to a running consumer, so a later
 * subscribe stops it, adds the topic and runs it again; committed offsets make that lossless.
 */
export class GroupConsumer {
  private readonly handlers = new Map<string, EventHandler>();
  private connected = false;
  private running = false;
  /** Serialises subscribe/close, which both stop and restart the consumer. */
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly options: GroupConsumerOptions) {}

  add(topic: string, handler: EventHandler): Promise<void> {
    if (this.handlers.has(topic)) {
      return Promise.reject(new Error(`group "${this.options.group}" is already subscribed to "${topic}"`));
    }
    this.handlers.set(topic, handler);
    return this.serialise(async () => {
      const { consumer } = this.options;
      try {
        if (!this.connected) {
          await consumer.connect();
          this.connected = true;
        }
        if (this.running) {
          await consumer.stop();
          this.running = false;
        }
        await consumer.subscribe({ topics: [topic], fromBeginning: this.options.fromBeginning });
      } catch (error) {
        this.handlers.delete(topic);
        throw error;
      } finally {
        // Earlier topics must keep flowing even when adding this one failed.
        if (this.connected && this.handlers.size > 0) await this.start();
      }
    });
  }

  /** kafkajs's disconnect waits for the message being handled, then leaves the group. */
  close(): Promise<void> {
    return this.serialise(async () => {
      if (!this.connected) return;
      await this.options.consumer.disconnect();
      this.connected = false;
      this.running = false;
    });
  }

  private async start(): Promise<void> {
    await this.options.consumer.run({
      partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently,
      // Resolving commits the offset (autoCommit); throwing makes kafkajs restart the consumer
      // from the last committed offset and redeliver. We throw for a handler still failing on a
      // transient error and when even the dead-letter write failed, so nothing is silently lost.
      eachMessage: (payload) => this.handle(payload),
    });
    this.running = true;
  }

  private serialise(step: () => Promise<void>): Promise<void> {
    const next = this.chain.then(step);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async handle({ topic, message, heartbeat }: EachMessagePayload): Promise<void> {
    const { group, retry, onDeadLetter } = this.options;
    const handler = this.handlers.get(topic);
    if (handler === undefined) return; // Cannot happen: we only subscribe to topics we have handlers for.

    const headers = headersToStrings(message.headers);
    const parsed = parseEventText(message.value?.toString('utf8'));
    if (!parsed.ok) {
      // Retrying cannot fix a malformed message: straight to the dead-letter topic.
      await this.deadLetter(topic, message, parsed.error);
      await reportDeadLetter(onDeadLetter, { topic, group, error: new Error(parsed.error), attempts: 0 });
      return;
    }

    const outcome = await deliverWithRetry(
      { topic, group, handler, retry },
      parsed.event,
      headers,
      heartbeat,
    );
    if (outcome.ok) return;
    if (waitsForDependency(outcome)) throw new RedeliverLaterError(outcome.error);
    await this.deadLetter(topic, message, errorMessage(outcome.error));
    await reportDeadLetter(onDeadLetter, {
      topic,
      group,
      event: parsed.event,
      error: outcome.error,
      attempts: outcome.attempts,
    });
  }

  /** Copies the raw message (key, value, headers) so it can be replayed once the cause is fixed. */
  private async deadLetter(topic: string, message: KafkaMessage, error: string): Promise<void> {
    const producer = await this.options.producer();
    await producer.send({
      topic: deadLetterTopic(topic),
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            // Bounded: a zod report on a large payload can run to kilobytes.
            error: error.slice(0, 1_000),
            'original-topic': topic,
            'original-offset': message.offset,
            'consumer-group': this.options.group,
          },
        },
      ],
    });
  }
}

import type { Consumer, ConsumerConfig, Producer, ProducerConfig } from 'kafkajs';

/**
 * The subset of kafkajs the adapter uses, picked from kafkajs's own types so the real
 * `Kafka` class and the test fake are both checked against the same signatures.
 */
export type KafkaProducerLike = Pick<Producer, 'connect' | 'disconnect' | 'send'>;
export type KafkaConsumerLike = Pick<Consumer, 'connect' | 'disconnect' | 'subscribe' | 'run' | 'stop'>;

export interface KafkaLike {
  producer(config?: ProducerConfig): KafkaProducerLike;
  consumer(config: ConsumerConfig): KafkaConsumerLike;
}

export * from './envelope';
export * from './bus';
export * from './topics';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';
export { type DeadLetter, type DeadLetterHandler, logDeadLetter } from './dead-letter';
export { InProcessBus, type InProcessBusOptions } from './in-process-bus';
export { type CreateKafkaBusOptions, createKafkaBus, KafkaBus, type KafkaBusOptions } from './kafka-bus';
export type { KafkaConsumerLike, KafkaLike, KafkaProducerLike } from './kafka-types';

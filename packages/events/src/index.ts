export { announceCredentialChange } from './credential-changes';
export { announceSecurityChange } from './security-notices';
export * from './envelope';
export * from './bus';
export * from './topics';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';
export { type DeadLetter, type DeadLetterHandler, logDeadLetter } from './dead-letter';
export { InProcessBus, type InProcessBusOptions } from './in-process-bus';
export { type CreateKafkaBusOptions, createKafkaBus, KafkaBus, type KafkaBusOptions } from './kafka-bus';
export type { KafkaConsumerLike, KafkaLike, KafkaProducerLike } from './kafka-types';
export {
  type CreateRedisStreamsBusOptions,
  createRedisStreamsBus,
  RedisStreamsBus,
  type RedisStreamsBusOptions,
} from './redis-streams/redis-streams-bus';
export { countDeadLetters } from './redis-streams/dead-letters';
export { partitionOf, streamKey } from './redis-streams/stream-keys';
export { type OutboxRow, toEnvelope } from './outbox/outbox-row';
export {
  CREATE_PROCESSED_EVENTS_TABLE_SQL,
  createProcessedEventsTable,
  type HandleOnceResult,
  handleOnce,
  markProcessed,
} from './outbox/processed-events';
export { OutboxRelay, type OutboxRelayOptions } from './outbox/relay';
export {
  type PgPoolClientLike,
  type PgPoolLike,
  type PgQueryable,
  type PrismaRawClient,
  type PrismaRootClient,
  pgPoolExecutor,
  prismaExecutor,
  type SqlExecutor,
} from '@shopforge/db/sql';
export { type OutboxStore, type OutboxTransaction, sqlOutboxStore } from './outbox/store';
export {
  insertOutboxRows,
  type NewOutboxEvent,
  type StagedOutboxRow,
  stageOutboxEvents,
  type WrittenOutboxEvent,
  writeOutboxEvent,
  writeOutboxEvents,
} from './outbox/write';
export { PollingLoop } from './polling-loop';
export { busSignalPublisher, type SignalPublisher } from './signals';

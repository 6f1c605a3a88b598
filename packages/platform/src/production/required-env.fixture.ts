/** What `pnpm start:prod` must refuse to start without (README, "Production mode"), for its tests. */
export const REQUIRED_VARIABLES = [
  'INTERNAL_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'KAFKA_BROKERS',
  'WEBHOOK_SECRET_KEY',
] as const;

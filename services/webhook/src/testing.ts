/** Settings for tests: a fixed key, loopback receivers allowed, a fast schedule. */
export const TEST_WEBHOOK_ENV = {
  WEBHOOK_SECRET_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_RETRY_SCALE: '0.0005',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_WORKER_POLL_MS: '25',
} as const;

export * from './token-bucket';
export * from './rate-limiter';
export * from './memory-rate-limiter';
export * from './redis-rate-limiter';
export * from './idempotency-store';
export * from './memory-idempotency-store';
export * from './redis-idempotency-store';

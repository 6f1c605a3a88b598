export * from './token-bucket';
export * from './rate-limiter';
export * from './memory-rate-limiter';
export * from './redis-rate-limiter';

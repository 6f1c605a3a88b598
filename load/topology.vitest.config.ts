import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:topology`: the production topology as processes (`pnpm start:prod --replicas 2
 * --restart` on PostgreSQL and a Redis Streams bus) under load and faults. One file, one run;
 * `TOPOLOGY_SIZE=full` for the figures of docs/performance.md.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.topology.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 180_000,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The load and fault suite (`pnpm test:load`; `LOAD_SIZE=full` for the full sizes of docs/performance.md). Each
 * file boots its own platform on fresh PostgreSQL databases and Redis, so files run one after
 * another in one process at a time; scenarios are bounded in count and in time.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.load.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 180_000,
  },
});

import { defineConfig } from 'vitest/config';

/** Integration tests of the whole platform: real processes, killed and restarted. */
export default defineConfig({
  test: {
    include: ['tests/**/*.integration.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});

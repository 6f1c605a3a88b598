import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests run through the real gateway and real service servers. One platform is
 * booted per run and shared by every file (same worker, no isolation between files), since
 * six PGlite databases take seconds to create.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    setupFiles: ['@shopforge/telemetry/register'],
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});

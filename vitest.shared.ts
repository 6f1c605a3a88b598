import { defineConfig } from 'vitest/config';

/**
 * Every package splits its tests the same way: `unit` (`*.test.ts`, no external services)
 * and `integration` (`*.integration.test.ts`, real PostgreSQL and Redis).
 */
export function unitAndIntegration() {
  return defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // bench/: the pure parts of the benchmarks (budget lines, table rendering).
            include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
            exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
            // Creating a PGlite database takes seconds on a busy 2-core machine.
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['src/**/*.integration.test.ts', 'test/**/*.integration.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  });
}

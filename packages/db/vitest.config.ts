import { defineConfig, mergeConfig } from 'vitest/config';
import { unitAndIntegration } from '../../vitest.shared';

// PGlite boots a WebAssembly PostgreSQL per database and the schema engine is wasm too, so
// single steps take seconds on a 2-core machine: unit tests get the integration timeouts.
export default mergeConfig(
  unitAndIntegration(),
  defineConfig({
    test: {
      // Generates the fixture service's PrismaClient, which is git-ignored.
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);

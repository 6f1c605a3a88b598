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
      // On the 2-core CI machine the files run one after another in one worker, and most of
      // them start PGlite and the schema engine (both WebAssembly): sharing the module graph
      // between files compiles them once per worker instead of once per file. The tests keep
      // no module state another file could see (each makes its own databases and temp dirs).
      isolate: false,
    },
  }),
);

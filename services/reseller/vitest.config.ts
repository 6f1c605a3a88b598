import { defineConfig, mergeConfig } from 'vitest/config';
import { unitAndIntegration } from '../../vitest.shared';

export default mergeConfig(
  unitAndIntegration(),
  defineConfig({
    test: {
      // On the 2-core CI machine the test files run one after another in one worker, and each
      // of them boots PGlite, the Prisma clients and the routers: without a fresh module graph
      // per file that start-up is paid once per worker instead of once per file. Nothing here
      // depends on module state being new (databases and harnesses are made per test or block).
      isolate: false,
    },
  }),
);

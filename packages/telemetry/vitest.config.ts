import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Installs the import-in-the-middle hook before any test file imports
    // express or node:http; without it those modules are never patched.
    setupFiles: ['@shopforge/telemetry/register'],
    testTimeout: 30_000,
  },
});

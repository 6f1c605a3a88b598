import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The examples import the package by name, as a receiver's code does.
    alias: { '@shopforge/webhook-signature': fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  },
  test: { testTimeout: 60_000 },
});

import { defineConfig } from 'vitest/config';

// Key generation and thousands of certificates take seconds on a busy 2-core machine.
export default defineConfig({ test: { testTimeout: 60_000 } });

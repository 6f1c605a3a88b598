import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The package's own projects look only in src/ and test/; the bench's pure parts are tested here.
export default defineConfig({
  test: { root: fileURLToPath(new URL('.', import.meta.url)), include: ['*.test.ts'] },
});

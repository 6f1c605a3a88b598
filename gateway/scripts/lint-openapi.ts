import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { developerApiDocument, resellerApiDocument } from '../src/openapi/published';

/**
 * Writes both OpenAPI documents exactly as the gateway serves them and lints them with Redocly
 * CLI (redocly.yaml: the recommended rules). Exits non-zero on any error.
 */
const dir = mkdtempSync(join(tmpdir(), 'shopforge-openapi-'));
try {
  const files = [
    ['developer-api.json', developerApiDocument()],
    ['reseller-api.json', resellerApiDocument()],
  ] as const;
  for (const [name, document] of files) writeFileSync(join(dir, name), JSON.stringify(document, null, 1));
  execFileSync(
    'redocly',
    ['lint', '--config', 'redocly.yaml', '--format', 'summary', ...files.map(([name]) => join(dir, name))],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
} catch (error) {
  process.exitCode = 1;
  if (!(error instanceof Error && 'status' in error)) throw error;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

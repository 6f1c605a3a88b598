import { readFileSync } from 'node:fs';

/** The CLI's version, as its package.json states it. */
export function cliVersion(): string {
  const manifest: { version?: unknown } = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  );
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}

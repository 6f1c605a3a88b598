import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDelivery } from './sign.js';
import { secret } from './test-fixtures.js';

/**
 * The package as `npm install` would get it: packed by pnpm (publishConfig applied, `prepack`
 * building dist), unpacked, linted by publint and used from plain Node without TypeScript.
 */
const packageDir = join(import.meta.dirname, '..');
let work: string;
let unpacked: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'webhook-signature-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  unpacked = join(work, 'package');
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const filesIn = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );

describe('the packed package', () => {
  it('holds the built JavaScript, its types, the README and the licence, and no source or tests', () => {
    const files = filesIn(unpacked).sort();
    expect(files).toEqual(
      expect.arrayContaining(['LICENSE', 'README.md', 'dist/index.d.ts', 'dist/index.js', 'package.json']),
    );
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((file) => file.includes('test'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8'));
    expect(manifest.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' } });
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies ?? {}).toEqual({});
  });

  it('passes publint with no error or warning', async () => {
    const { messages } = await publint({ pkgDir: unpacked, level: 'warning' });
    expect(messages).toEqual([]);
  });

  it('verifies a delivery from plain Node, importing only the built output', () => {
    const headers = signDelivery({
      secret,
      deliveryId: 'd-1',
      event: 'order:paid',
      timestamp: 1_793_527_200,
      body: '{"a":1}',
    });
    const script = `
      import { verifyWebhook } from ${JSON.stringify(join(unpacked, 'dist/index.js'))};
      const input = JSON.parse(process.argv[1]);
      console.log(JSON.stringify(verifyWebhook({ ...input, now: () => 1793527200 })));`;
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify({ secret, rawBody: '{"a":1}', headers })],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({ ok: true, deliveryId: 'd-1', event: 'order:paid' });
  });
});

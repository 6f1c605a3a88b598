import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package as `npm install` would get it: packed by pnpm (publishConfig applied, `prepack`
 * building dist), unpacked, linted by publint and used from plain Node without TypeScript.
 */
const packageDir = join(import.meta.dirname, '..');
let work: string;
let unpacked: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', work], { cwd: packageDir, stdio: 'pipe' });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  unpacked = join(work, 'package');
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const filesIn = (dir: string, prefix = ''): string[] =>
  readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );

describe('the packed SDK', () => {
  it('holds the built JavaScript, its types (the generated API included), the README and the licence, and no source or tests', () => {
    const files = filesIn(unpacked).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'dist/index.d.ts',
        'dist/index.js',
        'dist/generated/api.d.ts',
        'package.json',
      ]),
    );
    expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((file) => file.includes('test'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8'));
    expect(manifest.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' } });
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch', 'openapi-typescript-helpers']);
  });

  it('passes publint with no error or warning', async () => {
    const { messages } = await publint({ pkgDir: unpacked, level: 'warning' });
    expect(messages).toEqual([]);
  });

  it('calls an API from plain Node, importing only the built output and its dependencies', () => {
    // Its dependencies as an install would provide them.
    symlinkSync(join(packageDir, 'node_modules'), join(unpacked, 'node_modules'));
    const script = `
      import { createServer } from 'node:http';
      import { Shopforge, NotFoundError } from ${JSON.stringify(join(unpacked, 'dist/index.js'))};
      const server = createServer((req, res) => {
        const found = req.url === '/dev/v1/me';
        res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(found ? { data: { shop_id: 's1' } } : { error: { code: 'NOT_FOUND', message: 'No.' } }));
      });
      server.listen(0, '127.0.0.1', async () => {
        const sf = new Shopforge({ apiKey: 'shx_x', baseUrl: 'http://127.0.0.1:' + server.address().port });
        const me = await sf.get('/dev/v1/me');
        const missing = await sf.get('/dev/v1/products/{id}', { params: { path: { id: 'x' } } }).catch((e) => e);
        console.log(JSON.stringify({ me, notFound: missing instanceof NotFoundError, code: missing.code }));
        server.close();
      });`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ me: { data: { shop_id: 's1' } }, notFound: true, code: 'NOT_FOUND' });
  });
});

import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from './helpers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('cli', () => {
  it('deploys to a PGlite data dir and reports status before and after', async () => {
    const tmp = await tempDir();
    cleanups.push(tmp.cleanup);
    const { serviceDir } = await copyFixture(tmp.dir);
    const dataDir = path.join(tmp.dir, 'pgdata');
    const common = ['--service-dir', serviceDir, '--data-dir', dataDir];

    const before = await runCli(['migrate:status', ...common]);
    expect(before.stdout).toContain('pending  20250101000000_init');
    expect(before.code).toBe(1);

    const deploy = await runCli(['migrate:deploy', ...common]);
    expect(deploy.stderr).toBe('');
    expect(deploy.stdout).toContain('Applied:\n  20250101000000_init\n  20250102000000_add_stock');
    expect(deploy.code).toBe(0);

    const after = await runCli(['migrate:status', ...common]);
    expect(after.stdout).toContain('Database is up to date.');
    expect(after.code).toBe(0);
  });

  it('migrate:new prints "no changes" for an unchanged schema', async () => {
    const tmp = await tempDir();
    cleanups.push(tmp.cleanup);
    const { serviceDir } = await copyFixture(tmp.dir);

    const result = await runCli(['migrate:new', '--service-dir', serviceDir, '--name', 'noop']);
    expect(result.stdout).toMatch(/^no changes/);
    expect(result.code).toBe(0);
  });

  it('explains usage errors with exit code 2', async () => {
    const noTarget = await runCli(['migrate:deploy', '--service-dir', '.']);
    expect(noTarget.stderr).toContain('Set DATABASE_URL or pass --data-dir');
    expect(noTarget.code).toBe(2);

    const unknown = await runCli(['migrate:up', '--service-dir', '.']);
    expect(unknown.stderr).toContain('Unknown command "migrate:up"');
    expect(unknown.code).toBe(2);
  });
});

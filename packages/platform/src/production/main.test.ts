import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REQUIRED_VARIABLES } from './required-env.fixture';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** `pnpm start:prod` as the root script runs it, with only the environment given. */
function startProd(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const STACK_FRAME = /^\s+at .+[:(]/m;

describe('pnpm start:prod', () => {
  it('refuses to start without its required variables: exit 2, each named, no stack trace', () => {
    const { code, stderr } = startProd([], {});
    expect(code).toBe(2);
    for (const key of REQUIRED_VARIABLES) {
      expect(stderr).toMatch(new RegExp(`^  - ${key}: not set\\.`, 'm'));
    }
    expect(stderr).toContain('See README.md, "Production mode".');
    expect(stderr).not.toMatch(STACK_FRAME);
  });

  it('reports an unreachable PostgreSQL in one line, before starting any process (exit 1)', () => {
    const { code, stdout, stderr } = startProd(['--without-kafka', '--from-source'], {
      INTERNAL_SECRET: 'i'.repeat(40),
      DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1',
      REDIS_URL: 'redis://127.0.0.1:1',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'cannot start: migrating oauth failed: cannot reach PostgreSQL 127.0.0.1:1/shopforge_oauth: connection refused',
    );
    expect(stdout + stderr).not.toContain('hunter2');
    expect(stderr).not.toMatch(STACK_FRAME);
    expect(stdout).not.toContain('starting gateway');
  });

  it('prints its usage with --help', () => {
    const { code, stdout } = startProd(['--help'], {});
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: pnpm start:prod');
  });
});

import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const fixtureDir = fileURLToPath(new URL('./fixture', import.meta.url));
export const fixtureMigrationsDir = path.join(fixtureDir, 'prisma', 'migrations');
export const FIXTURE_MIGRATIONS = ['20250101000000_init', '20250102000000_add_stock'];
export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** A scratch directory removed by the returned cleanup. */
export async function tempDir(prefix = 'sf-db-test-'): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A copy of the fixture service (schema + migrations, not the generated client) that a test may change. */
export async function copyFixture(
  into: string,
): Promise<{ serviceDir: string; migrationsDir: string; schemaPath: string }> {
  const serviceDir = path.join(into, 'service');
  await cp(path.join(fixtureDir, 'prisma'), path.join(serviceDir, 'prisma'), { recursive: true });
  return {
    serviceDir,
    migrationsDir: path.join(serviceDir, 'prisma', 'migrations'),
    schemaPath: path.join(serviceDir, 'prisma', 'schema.prisma'),
  };
}

export type CliRun = { code: number | null; stdout: string; stderr: string };

/*
 * The `tsx` command only starts Node with these two hooks (and relays signals and the exit
 * code): starting that Node process directly runs the CLI exactly as package scripts do,
 * without a second Node process per call.
 */
const require = createRequire(import.meta.url);
const tsxNodeArgs = [
  '--require',
  require.resolve('tsx/preflight'),
  '--import',
  pathToFileURL(require.resolve('tsx')).href,
];

/** Runs the CLI the way package scripts do: through tsx, in a process of its own. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsxNodeArgs, path.join(packageDir, 'src', 'cli.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

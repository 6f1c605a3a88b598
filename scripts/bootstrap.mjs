#!/usr/bin/env node
// The README's two commands land here: `npm start` and `npm test`. On a machine with only
// Node 20 and npm, it brings pnpm (the pinned version, through npx when not installed),
// installs the workspace, generates the Prisma clients, builds the dashboard, then runs the
// requested task.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const SERVICES = ['oauth', 'catalog', 'billing', 'reseller', 'themes', 'webhook'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { cwd: ROOT, encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return { cmd: 'pnpm', pre: [] };
  return { cmd: 'npx', pre: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

const pnpm = pnpmCommand();
function runPnpm(args, options) {
  return run(pnpm.cmd, [...pnpm.pre, ...args], options);
}

function mustSucceed(status, what) {
  if (status !== 0) {
    console.error(`\n${what} failed (exit ${status}).`);
    process.exit(status);
  }
}

function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  mustSucceed(runPnpm(['install', '--prefer-offline', ...frozen]), 'pnpm install');
}

/** Prisma clients are generated, not committed; regenerate only when a schema changed. */
function generate() {
  const stale = SERVICES.filter((service) => {
    const schema = join(ROOT, 'services', service, 'prisma', 'schema.prisma');
    const client = join(ROOT, 'services', service, 'src', 'generated', 'prisma', 'client.ts');
    return !existsSync(client) || statSync(client).mtimeMs < statSync(schema).mtimeMs;
  });
  for (const service of stale) {
    mustSucceed(
      runPnpm(['--filter', `@shopforge/service-${service}`, 'run', 'generate']),
      `prisma generate (${service})`,
    );
  }
}

/** Newest modification time of a file or of any file under a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/**
 * The merchant dashboard (dashboard/, React and Vite) is static files the gateway serves at
 * /dashboard: built here, so `npm start` and `npm test` have it offline, and rebuilt only when
 * its sources are newer than the last build (about a second).
 */
function buildDashboard() {
  const dir = join(ROOT, 'dashboard');
  const built = newest(join(dir, 'dist', 'index.html'));
  const sources = Math.max(
    ...['src', 'index.html', 'vite.config.ts', 'package.json'].map((name) => newest(join(dir, name))),
  );
  if (built > sources) return;
  mustSucceed(runPnpm(['--filter', '@shopforge/dashboard', 'run', 'build']), 'dashboard build');
}

const task = process.argv[2] ?? 'start';
const rest = process.argv.slice(3);
install();
generate();
buildDashboard();

switch (task) {
  case 'setup':
    break;
  case 'start':
    process.exit(runPnpm(['--filter', '@shopforge/platform', 'run', 'start', ...rest]));
    break;
  case 'dev':
    process.exit(runPnpm(['--filter', '@shopforge/platform', 'run', 'dev', ...rest]));
    break;
  case 'test':
    mustSucceed(runPnpm(['run', 'lint']), 'lint');
    mustSucceed(runPnpm(['run', 'typecheck']), 'typecheck');
    mustSucceed(runPnpm(['run', 'test:unit']), 'unit tests');
    process.exit(runPnpm(['run', 'test:e2e']));
    break;
  default:
    console.error(`unknown task ${task}; use start, dev, test or setup`);
    process.exit(2);
}

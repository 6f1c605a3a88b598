import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDatabaseUrlKey } from './config';
import { serviceUrlKey } from './deployables';
import { freePort } from '@shopforge/service-kit/testing';

/*
 * `pnpm start:prod` for real against this machine's PostgreSQL and Redis: fresh databases, the
 * seven bundles (built here, as `pnpm build` does), migrations, readiness, an API call through
 * the gateway, and a graceful stop. No Kafka broker can run on these machines, so it runs with
 * --without-kafka (the Kafka bus has its own suites: packages/events).
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const RUN = `sf_prod_${randomBytes(4).toString('hex')}`;

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function bundle(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}scripts/bundle.mjs`, 'src/main.ts', 'dist/main.js'], {
      cwd: `${ROOT}${dir}`,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bundling ${dir} failed`))));
  });
}

let supervisor: ChildProcess;
let output = '';
let exited: Promise<number | null>;
let gatewayUrl: string;
const serviceUrls = {} as Record<ServiceName, string>;

function waitForOutput(text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    supervisor.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!output.includes(text)) reject(new Error(`start:prod exited with ${code}:\n${output}`));
    });
    check();
  });
}

beforeAll(async () => {
  await Promise.all([
    onServer(SERVER_URL, async (client) => {
      for (const name of SERVICE_NAMES) await client.query(`CREATE DATABASE "${RUN}_${name}"`);
    }),
    ...['gateway', ...SERVICE_NAMES.map((name) => `services/${name}`)].map(bundle),
  ]);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    INTERNAL_SECRET: randomBytes(32).toString('base64'),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex'),
    REDIS_URL,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
  };
  gatewayUrl = `http://127.0.0.1:${env.PORT}`;
  for (const name of SERVICE_NAMES) {
    env[serviceDatabaseUrlKey(name)] = databaseUrl(`${RUN}_${name}`);
    serviceUrls[name] = `http://127.0.0.1:${await freePort()}`;
    env[serviceUrlKey(name)] = serviceUrls[name];
  }
  supervisor = spawn(process.execPath, ['--import', 'tsx', MAIN, '--without-kafka'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  supervisor.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  supervisor.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  exited = new Promise((resolve) => supervisor.once('exit', (code) => resolve(code)));
}, 120_000);

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null && supervisor.signalCode === null) {
    supervisor.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  await onServer(SERVER_URL, async (client) => {
    for (const name of SERVICE_NAMES)
      await client.query(`DROP DATABASE IF EXISTS "${RUN}_${name}" WITH (FORCE)`);
  });
}, 60_000);

describe('pnpm start:prod against PostgreSQL and Redis', () => {
  it('migrates every service database, then runs the seven processes until each is ready', async () => {
    await waitForOutput('Shopforge is ready (production mode)', 60_000);
    for (const name of SERVICE_NAMES) {
      const applied = await onServer(databaseUrl(`${RUN}_${name}`), (client) =>
        client.query('SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL'),
      );
      expect(applied.rows[0]?.n, name).toBeGreaterThan(0);
      expect(output).toContain(`[start:prod] ${name}: applied `);
    }
  });

  it('answers readiness on every service and on the gateway, which names each service and Redis ready', async () => {
    for (const name of SERVICE_NAMES) {
      const res = await fetch(`${serviceUrls[name]}/readyz`);
      expect(res.status, name).toBe(200);
    }
    const res = await fetch(`${gatewayUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      stores: 'ready',
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'ready'])),
    });
  });

  it('serves the API through the gateway, the oauth service and its PostgreSQL database', async () => {
    const res = await fetch(`${gatewayUrl}/dev/v1/me`, {
      headers: { authorization: 'Bearer shx_unknown_key' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  });

  it("prefixes every process's log lines with its name", () => {
    for (const name of ['gateway', ...SERVICE_NAMES]) {
      expect(output).toMatch(new RegExp(`^${name} *\\| .+`, 'm'));
    }
  });

  it('stops gracefully on SIGTERM: every process exits and start:prod exits 0', async () => {
    supervisor.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000)),
    ]);
    expect(code, output.slice(-3000)).toBe(0);
    expect(output).toContain('[start:prod] stopped\n');
    const stillListening = await Promise.all(
      [gatewayUrl, ...Object.values(serviceUrls)].map((url) =>
        fetch(`${url}/healthz`).then(
          () => url,
          () => null,
        ),
      ),
    );
    expect(stillListening.filter(Boolean)).toEqual([]);
  });
});

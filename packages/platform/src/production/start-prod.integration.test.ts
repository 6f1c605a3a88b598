import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import { createServiceClient } from '@shopforge/service-kit/client';
import { portsOutsideEphemeralRange } from '@shopforge/service-kit/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundleDeployables, REPOSITORY_ROOT, START_PROD_MAIN } from './bundles';
import { serviceDatabaseUrlKey } from './config';
import { serviceUrlKey } from './deployables';

/*
 * `pnpm start:prod` for real against this machine's PostgreSQL and Redis, every service as two
 * replicas: fresh databases, the seven bundles (built here, as `pnpm build` does), migrations,
 * thirteen processes and their readiness, an API call through
 * the gateway, events from one process to another on the Redis Streams bus (EVENT_BUS=redis: a
 * product's webhook, an order's webhook and its timeline entry), and a graceful stop. No Kafka
 * broker can run on these machines; the Kafka bus has its own suites (packages/events).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// A database of its own: the bus's streams and groups of one run must not meet another's.
const REDIS_URL = process.env.TEST_BUS_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const OPERATOR_TOKEN = randomBytes(24).toString('base64url');
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

let supervisor: ChildProcess;
let output = '';
let exited: Promise<number | null>;
let gatewayUrl: string;
/** Each service's two replicas. */
const serviceUrls = {} as Record<ServiceName, string[]>;
const processNames = ['gateway', ...SERVICE_NAMES.flatMap((name) => [`${name}-1`, `${name}-2`])];

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

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}
const deliveries: Delivery[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.end('ok');
  });
});

/** Leftovers of an earlier run (streams, groups, leases) would hand this run its old events. */
async function forgetEarlierBus(): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: 'shopforge:bus:*', count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await Promise.all([
    forgetEarlierBus(),
    onServer(SERVER_URL, async (client) => {
      for (const name of SERVICE_NAMES) await client.query(`CREATE DATABASE "${RUN}_${name}"`);
    }),
    bundleDeployables(),
  ]);
  const ports = await portsOutsideEphemeralRange(1 + SERVICE_NAMES.length * 2, 23_100);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    INTERNAL_SECRET: randomBytes(32).toString('base64'),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex'),
    REDIS_URL,
    EVENT_BUS: 'redis',
    OPERATOR_TOKEN_SHA256: createHash('sha256').update(OPERATOR_TOKEN).digest('hex'),
    // The receiver below listens on loopback, which production refuses by default.
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    HOST: '127.0.0.1',
    PORT: String(ports.shift()),
  };
  gatewayUrl = `http://127.0.0.1:${env.PORT}`;
  for (const name of SERVICE_NAMES) {
    env[serviceDatabaseUrlKey(name)] = databaseUrl(`${RUN}_${name}`);
    serviceUrls[name] = [`http://127.0.0.1:${ports.shift()}`, `http://127.0.0.1:${ports.shift()}`];
    env[serviceUrlKey(name)] = serviceUrls[name].join(',');
  }
  // Two replicas of every service, on one database and in one consumer group each.
  supervisor = spawn(process.execPath, ['--import', 'tsx', START_PROD_MAIN], {
    cwd: REPOSITORY_ROOT,
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
  receiver.close();
  receiver.closeAllConnections();
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
  it('migrates every service database, then runs the thirteen processes until each is ready', async () => {
    await waitForOutput('Shopforge is ready (production mode)', 60_000);
    for (const name of SERVICE_NAMES) {
      const applied = await onServer(databaseUrl(`${RUN}_${name}`), (client) =>
        client.query('SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL'),
      );
      expect(applied.rows[0]?.n, name).toBeGreaterThan(0);
      expect(output).toContain(`[start:prod] ${name}: applied `);
    }
  });

  it('answers readiness on every replica and on the gateway, which names each service and Redis ready', async () => {
    for (const url of Object.values(serviceUrls).flat()) {
      const res = await fetch(`${url}/readyz`);
      expect(res.status, url).toBe(200);
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

  it('carries events between the processes on Redis Streams: webhooks arrive signed, the timeline records them', async () => {
    expect(output).toContain('Redis Streams on REDIS_URL');
    const operator = createServiceClient<OauthRouter>({
      url: serviceUrls.oauth.join(','),
      credential: { operatorToken: OPERATOR_TOKEN },
    });
    const created = await operator.operator.createShop.mutate({ name: 'Production Shop', currency: 'EUR' });
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${gatewayUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${created.api_key}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return (JSON.parse(text) as { data: T }).data;
    };
    const { port } = receiver.address() as AddressInfo;
    const hook = await api<{ secret: string }>('POST', '/dev/v1/webhooks', {
      url: `http://127.0.0.1:${port}/hooks`,
      events: ['product:created', 'order:created'],
    });
    const received = (event: string) =>
      deliveries.find((delivery) => delivery.headers['x-shopforge-event'] === event);
    const verified = (delivery: Delivery | undefined) =>
      new Webhook(hook.secret).verify(delivery?.body ?? '', {
        'webhook-id': String(delivery?.headers['webhook-id']),
        'webhook-timestamp': String(delivery?.headers['webhook-timestamp']),
        'webhook-signature': String(delivery?.headers['webhook-signature']),
      }) as { data: Record<string, unknown> };

    // catalog's outbox → the bus → the webhook service's consumer → a signed delivery.
    const product = await api<{ id: string }>('POST', '/dev/v1/products', {
      title: 'Key',
      price: 5,
      type: 'SERVICE',
    });
    await vi.waitFor(() => expect(received('product:created')).toBeDefined(), {
      timeout: 30_000,
      interval: 100,
    });
    expect(verified(received('product:created')).data).toMatchObject({ id: product.id });

    // billing's outbox → webhook → its delivery progress → back over the bus to billing's timeline.
    const order = await api<{ uniqid: string }>('POST', '/dev/v1/orders', {
      customer_email: 'buyer@example.com',
      items: [{ product_id: product.id, quantity: 1 }],
    });
    await vi.waitFor(() => expect(received('order:created')).toBeDefined(), {
      timeout: 30_000,
      interval: 100,
    });
    expect(verified(received('order:created')).data).toMatchObject({ uniqid: order.uniqid });
    await vi.waitFor(
      async () => {
        const timeline = await api<{ events: { type: string; webhook: { status: string } | null }[] }>(
          'GET',
          `/dev/v1/invoices/${order.uniqid}/timeline`,
        );
        const entry = timeline.events.find((event) => event.type === 'webhook');
        expect(entry?.webhook).toMatchObject({ event: 'order:created', status: 'SUCCESS' });
      },
      { timeout: 30_000, interval: 1_000 },
    );
    // Two relays per database and two consumers per group, yet each event was delivered once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const count = (event: string) =>
      deliveries.filter((d) => d.headers['x-shopforge-event'] === event).length;
    expect([count('product:created'), count('order:created')]).toEqual([1, 1]);
  });

  it('evicts a revoked key from the gateway’s credential cache on the oauth service’s signal over the bus', async () => {
    const operator = createServiceClient<OauthRouter>({
      url: serviceUrls.oauth.join(','),
      credential: { operatorToken: OPERATOR_TOKEN },
    });
    const created = await operator.operator.createShop.mutate({ name: 'Revoking Shop', currency: 'EUR' });
    const me = () =>
      fetch(`${gatewayUrl}/dev/v1/me`, { headers: { authorization: `Bearer ${created.api_key}` } }).then(
        (res) => res.status,
      );
    // The cache is on (it is only with a shared bus), so the key is cached for 30 s unless a
    // signal evicts it.
    expect(output).not.toContain('credential cache off');
    expect(await me()).toBe(200);
    await operator.operator.revokeKey.mutate({ key_id: created.key_id });
    await vi.waitFor(async () => expect(await me()).toBe(401), { timeout: 10_000, interval: 200 });
  });

  it("prefixes every process's log lines with its name", () => {
    for (const name of processNames) {
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
      [gatewayUrl, ...Object.values(serviceUrls).flat()].map((url) =>
        fetch(`${url}/healthz`).then(
          () => url,
          () => null,
        ),
      ),
    );
    expect(stillListening.filter(Boolean)).toEqual([]);
  });
});

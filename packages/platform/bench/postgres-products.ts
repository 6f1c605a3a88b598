/**
 * Child process: (b) `GET /dev/v1/products?limit=50` on the platform in production shape, each
 * service on its own fresh PostgreSQL database (created next to BENCH_DATABASE_URL's and dropped
 * at the end), 50 products seeded through the Developer API. The parent drives load and asks for
 * this process's CPU time; PostgreSQL's own CPU is not in it (another process).
 */
import { randomBytes } from 'node:crypto';
import { createServiceClient } from '@shopforge/service-kit/client';
import { SERVICE_NAMES, type ServiceName } from '@shopforge/service-kit';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { startTelemetry } from '@shopforge/telemetry';
import pg from 'pg';
import { launchPlatform, type RunningPlatform } from '../src/launch';
import { seedProducts } from './platform-target';
import type { CpuTime, SampleResponse } from './protocol';

export type PostgresProductsRequest = { type: 'start' } | { type: 'cpu' } | { type: 'stop' };
export type PostgresProductsReply =
  | { type: 'ready'; url: string; headers: Record<string, string>; sample: SampleResponse }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; cpu: CpuTime };

const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const tag = randomBytes(4).toString('hex');
const databaseOf = (service: ServiceName) => `shopforge_bench_products_${service}_${tag}`;
const reply = (message: PostgresProductsReply) => process.send?.(message);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlOf(database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const quiet = {
  info: () => {},
  warn: (obj: object, msg?: string) => console.error('postgres products warn:', msg, obj),
  error: (obj: object, msg?: string) => console.error('postgres products error:', msg, obj),
};

let platform: RunningPlatform | undefined;
const telemetry =
  process.env.BENCH_TELEMETRY_ON === '1' ? startTelemetry({ serviceName: 'shopforge' }) : undefined;

async function start(): Promise<void> {
  for (const service of SERVICE_NAMES) await admin(`CREATE DATABASE "${databaseOf(service)}"`);
  platform = await launchPlatform({
    database: (service) => ({ kind: 'postgres', url: urlOf(databaseOf(service)) }),
    log: quiet,
    serviceLogLevel: 'warn',
  });
  const operator = createServiceClient<OauthRouter>({
    url: platform.serviceUrls.oauth,
    credential: { operatorToken: platform.operatorToken },
  });
  const created = await operator.operator.createShop.mutate({
    name: 'Bench Shop',
    currency: 'USD',
    plan: 'enterprise',
  });
  const headers = { authorization: `Bearer ${created.api_key}` };
  await seedProducts(platform.gatewayUrl, headers);
  const url = `${platform.gatewayUrl}/dev/v1/products?limit=50`;
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body}`);
  reply({
    type: 'ready',
    url,
    headers,
    sample: { status: response.status, body, headers: Object.fromEntries(response.headers.entries()) },
  });
}

async function stop(): Promise<void> {
  await platform?.close().catch(() => undefined);
  await telemetry?.shutdown();
  for (const service of SERVICE_NAMES) {
    await admin(`DROP DATABASE IF EXISTS "${databaseOf(service)}" WITH (FORCE)`).catch(() => undefined);
  }
  process.exit(0);
}

process.on('message', (message: PostgresProductsRequest) => {
  if (message.type === 'start') {
    start().catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
  } else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());

/**
 * Child process: (b) `GET /dev/v1/products?limit=50` on the platform in production shape, each
 * service on its own fresh PostgreSQL database (created next to BENCH_DATABASE_URL's and dropped
 * at the end), 50 products seeded through the Developer API. The parent drives load and asks for
 * this process's CPU time; PostgreSQL's own CPU is not in it (another process).
 */
import { startTelemetry } from '@shopforge/telemetry';
import { benchDatabases, quietLog } from './bench-databases';
import { launchPlatform, type RunningPlatform } from '../src/launch';
import { seedBenchShop } from './platform-target';
import type { CpuTime, SampleResponse } from './protocol';

export type PostgresProductsRequest = { type: 'start' } | { type: 'cpu' } | { type: 'stop' };
export type PostgresProductsReply =
  | { type: 'ready'; url: string; headers: Record<string, string>; sample: SampleResponse }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; cpu: CpuTime };

const databases = benchDatabases('shopforge_bench_products');
const quiet = quietLog('postgres products');
const reply = (message: PostgresProductsReply) => process.send?.(message);

let platform: RunningPlatform | undefined;
const telemetry =
  process.env.BENCH_TELEMETRY_ON === '1' ? startTelemetry({ serviceName: 'shopforge' }) : undefined;

async function start(): Promise<void> {
  await databases.create();
  platform = await launchPlatform({
    database: (service) => ({ kind: 'postgres', url: databases.urlOf(service) }),
    log: quiet,
    serviceLogLevel: 'warn',
  });
  const headers = await seedBenchShop(platform);
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
  await databases.drop();
  process.exit(0);
}

process.on('message', (message: PostgresProductsRequest) => {
  if (message.type === 'start') {
    start().catch((error: unknown) => reply({ type: 'failed', message: String(error) }));
  } else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  else if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());

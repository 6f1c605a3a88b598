/**
 * Child process: the platform in production shape for `POST /reseller/v1/orders`: each service
 * on its own fresh PostgreSQL database, the gateway's rate limits and idempotency records in
 * Redis, every hop over loopback HTTP. Wholesale buyers are set up, then the parent drives load
 * and asks for this process's CPU time. PostgreSQL's and Redis's own CPU is not in that figure
 * (they are other processes); the report says so.
 *
 * Environment: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else the machine's `test` database:
 * six databases are created next to it and dropped at the end), BENCH_REDIS_URL
 * (redis://127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import { redisStores } from '@shopforge/gateway';
import { SERVICE_NAMES } from '@shopforge/service-kit';
import { startTelemetry } from '@shopforge/telemetry';
import { benchDatabases, quietLog } from './bench-databases';
import { launchPlatform, type RunningPlatform } from '../src/launch';
import type { PostgresReply, PostgresRequest } from './protocol';
import { resellerOrderTarget } from './reseller-setup';

const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tag = randomBytes(4).toString('hex');
const databases = benchDatabases('shopforge_bench');
const quiet = quietLog('postgres platform');

function reply(message: PostgresReply): void {
  process.send?.(message);
}

// `pnpm bench:costs` counts this process's SQL statements per request (bench/costs/): its probe
// wraps pg before any pool exists and answers its own messages.
if (process.env.BENCH_COUNT_STATEMENTS === '1') await import('./costs/statement-probe');

let platform: RunningPlatform | undefined;
const telemetry =
  process.env.BENCH_TELEMETRY_ON === '1' ? startTelemetry({ serviceName: 'shopforge' }) : undefined;

async function start(options: Extract<PostgresRequest, { type: 'start' }>): Promise<void> {
  await databases.create();
  platform = await launchPlatform({
    database: (service) => ({ kind: 'postgres', url: databases.urlOf(service) }),
    stores: redisStores(redisUrl),
    log: quiet,
    serviceLogLevel: 'warn',
    ...(options.env ? { env: options.env } : {}),
  });
  const orders = await resellerOrderTarget(platform, options, tag);
  reply({
    type: 'ready',
    ...orders,
    platform: {
      gatewayUrl: platform.gatewayUrl,
      serviceUrls: platform.serviceUrls,
      operatorToken: platform.operatorToken,
      databases: Object.fromEntries(SERVICE_NAMES.map((service) => [service, databases.urlOf(service)])),
    },
  });
}

async function stop(): Promise<void> {
  await platform?.close().catch(() => undefined);
  await telemetry?.shutdown();
  await databases.drop();
  process.exit(0);
}

process.on('message', (message: PostgresRequest) => {
  if (message.type === 'start') {
    start(message).catch((error: unknown) => {
      reply({ type: 'failed', message: String(error) });
    });
  } else if (message.type === 'cpu') reply({ type: 'cpu', cpu: process.cpuUsage() });
  // Other messages are the costs probe's (it listens for them itself).
  else if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());

import { type GatewayStores, redisStores } from '@shopforge/gateway';
import { launchPlatform, type RunningPlatform } from '@shopforge/platform';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import type { ResellerRouter } from '@shopforge/service-reseller/router';
import { TEST_WEBHOOK_ENV } from '@shopforge/service-webhook/testing';
import { createLogger } from '@shopforge/telemetry';
import { createServiceDatabases, type ServiceDatabases } from './databases';
import { LogSink } from './logs';
import { flushRedis, redisUrl } from './redis';

export interface LoadPlatform extends RunningPlatform {
  databases: ServiceDatabases;
  logs: LogSink;
  operator: ReturnType<typeof createServiceClient<OauthRouter>>;
  reseller: ReturnType<typeof createServiceClient<ResellerRouter>>;
}

export interface BootOptions {
  /** Redis of the gateway stores; the suite's database on the machine's Redis by default. */
  redisUrl?: string;
  /** Service settings on top of the test webhook settings. */
  env?: Record<string, string>;
  /** Stores to use instead of `redisStores(redisUrl)`. */
  stores?: GatewayStores;
}

/**
 * The whole platform in this process, as in production but for the processes: each service on
 * its own PostgreSQL database (six fresh ones per scenario) and its own loopback port, called
 * over tRPC HTTP; the gateway's rate limits and idempotency records in Redis.
 */
export async function bootLoadPlatform(options: BootOptions = {}): Promise<LoadPlatform> {
  const databases = await createServiceDatabases();
  const logs = new LogSink();
  const url = options.redisUrl ?? redisUrl();
  if (!options.redisUrl) await flushRedis(url);
  let running: RunningPlatform;
  try {
    running = await launchPlatform({
      database: (service) => ({ kind: 'postgres', url: databases.urls[service] }),
      stores: options.stores ?? redisStores(url),
      log: createLogger('gateway', { level: 'warn', destination: logs }),
      env: { ...TEST_WEBHOOK_ENV, ...options.env },
      serviceLogLevel: 'warn',
      serviceLogDestination: logs,
      relayPollIntervalMs: 25,
    });
  } catch (error) {
    await databases.drop();
    throw error;
  }
  const credential = { operatorToken: running.operatorToken };
  return {
    ...running,
    databases,
    logs,
    operator: createServiceClient<OauthRouter>({ url: running.serviceUrls.oauth, credential }),
    reseller: createServiceClient<ResellerRouter>({ url: running.serviceUrls.reseller, credential }),
    close: async () => {
      try {
        await running.close();
      } finally {
        await databases.drop();
        if (!options.redisUrl) await flushRedis(url).catch(() => undefined);
      }
    },
  };
}

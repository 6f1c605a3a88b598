import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eventBusChoice, openEventBus } from '@shopforge/service-kit';
import { createLogger, startMetrics, startTelemetry } from '@shopforge/telemetry';
import { createGatewayApp } from './app';
import { CredentialCache } from './auth/credential-cache';
import { evictOnCredentialChanges } from './auth/credential-signals';
import { readGatewayEnv, serviceUrlsFrom } from './env';
import { createGatewayServer } from './server';
import { memoryStores, redisStores } from './stores';
import { createServiceClients } from './upstream/clients';

const env = readGatewayEnv();
const telemetry = startTelemetry({
  serviceName: 'shopforge-gateway',
  otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
});
const metrics = await startMetrics({
  serviceName: 'shopforge-gateway',
  prometheusPort: env.METRICS_PORT,
  prometheusHost: env.HOST,
  otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
});
const log = createLogger('gateway', { level: env.LOG_LEVEL });
if (metrics.prometheusUrl) log.info({ url: metrics.prometheusUrl }, 'metrics endpoint listening');
const clients = createServiceClients(serviceUrlsFrom(env), env.INTERNAL_SECRET);
if (!env.REDIS_URL) log.warn({}, 'REDIS_URL is not set: rate limits and idempotency are per process');
const stores = env.REDIS_URL
  ? redisStores(env.REDIS_URL, {
      onOutage: (error, client) =>
        log.warn(
          { err: { message: error.message }, client },
          'Redis unreachable; retrying (readiness reports it)',
        ),
    })
  : memoryStores();
// The credential cache is only as good as its invalidation: without the signals from the bus
// a revoked token would live on for the TTL, so without a shared bus there is no cache.
const signalBus =
  env.CREDENTIAL_CACHE_TTL_SECONDS > 0
    ? openEventBus(eventBusChoice(env), {
        clientId: 'shopforge-gateway',
        fromBeginning: false,
        // Each gateway process listens in a group of its own; it goes when the process does.
        deleteGroupsOnClose: true,
        onError: (error, context) => log.warn({ err: error, context }, 'event bus trouble; retrying'),
      })
    : undefined;
const credentialCache = new CredentialCache({
  ttlMs: signalBus ? env.CREDENTIAL_CACHE_TTL_SECONDS * 1000 : 0,
  maxEntries: env.CREDENTIAL_CACHE_SIZE,
});
if (signalBus) {
  await evictOnCredentialChanges(signalBus, `gateway-${hostname()}-${randomUUID()}`, credentialCache);
} else {
  log.info({}, 'credential cache off: it needs a shared event bus (EVENT_BUS) for revocation signals');
}
const server = createGatewayServer(
  createGatewayApp({ clients, stores, log, credentialCache, publicBaseUrl: env.PUBLIC_BASE_URL }),
  { publicBaseUrl: () => env.PUBLIC_BASE_URL, log },
);
server.listen(env.PORT, env.HOST, () => log.info({ port: env.PORT, host: env.HOST }, 'gateway listening'));

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  setTimeout(() => process.exit(1), 10_000).unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await clients.close();
  await signalBus?.close();
  await stores.close();
  await metrics.shutdown();
  await telemetry.shutdown();
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

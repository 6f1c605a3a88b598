import { join, resolve } from 'node:path';
import { databaseConfigFromEnv } from '@shopforge/db';
import { type EventBus, InProcessBus } from '@shopforge/events';
import { createLogger, runAsComponent, startMetrics, startTelemetry } from '@shopforge/telemetry';
import { parseEnv, serviceEnvSchema } from './env';
import { eventBusChoice, openEventBus } from './event-bus-env';
import { serviceUrlsFrom } from './peers';
import { startServiceServer } from './http/server';
import type { ServiceFactory } from './define';
import type { ServiceName } from './service-instance';
import { DEFAULT_SERVICE_PORTS } from './service-ports';

/**
 * Entry point of one service running as its own process (production mode): configuration from
 * the environment, tracing, the HTTP server, and a graceful stop on SIGTERM/SIGINT.
 */
export async function runService(name: ServiceName, factory: ServiceFactory): Promise<void> {
  const env = parseEnv(serviceEnvSchema);
  const telemetry = startTelemetry({
    serviceName: `shopforge-${name}`,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const metrics = await startMetrics({
    serviceName: `shopforge-${name}`,
    prometheusPort: env.METRICS_PORT,
    prometheusHost: env.HOST,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
  });
  const log = createLogger(name, { level: env.LOG_LEVEL });
  if (metrics.prometheusUrl) log.info({ url: metrics.prometheusUrl }, 'metrics endpoint listening');
  const database = databaseConfigFromEnv(env, join(resolve(env.SHOPFORGE_DATA_DIR), name));
  const migrate = env.MIGRATE_ON_START ? env.MIGRATE_ON_START === 'true' : database.kind === 'pglite';

  const choice = eventBusChoice(env);
  const shared = openEventBus(choice, {
    clientId: `shopforge-${name}`,
    onError: (error, context) => log.warn({ err: error, context }, 'event bus trouble; retrying'),
  });
  if (shared === undefined) {
    log.warn('no EVENT_BUS or KAFKA_BROKERS: events stay inside this process (development only)');
  }
  const bus: EventBus = shared ?? new InProcessBus({ waitForHandlers: true });

  const instance = await factory({
    database,
    migrate,
    cursorSecret: env.INTERNAL_SECRET,
    bus,
    env: process.env,
    log,
    peers: { url: (peer) => serviceUrlsFrom(env)[peer], internalSecret: env.INTERNAL_SECRET },
  });
  const server = await runAsComponent(name, () =>
    startServiceServer({
      name,
      router: instance.router,
      credentials: { internalSecret: env.INTERNAL_SECRET, operatorTokenSha256: env.OPERATOR_TOKEN_SHA256 },
      host: env.HOST,
      port: env.PORT ?? DEFAULT_SERVICE_PORTS[name],
      ready: instance.ready,
      onInternalError: (error, path) => log.error({ err: error, path }, 'procedure failed'),
    }),
  );
  await instance.subscribe();
  instance.startBackground();
  log.info({ url: server.url, database: database.kind, bus: choice.kind }, `${name} service listening`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    await instance.stopBackground();
    await bus.close();
    await instance.close();
    await metrics.shutdown();
    await telemetry.shutdown();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseConfig } from '@shopforge/db';
import { type EventBus, InProcessBus } from '@shopforge/events';
import {
  CREDENTIAL_CACHE_DEFAULTS,
  CredentialCache,
  type CredentialCacheOptions,
  createGatewayApp,
  createGatewayServer,
  createServiceClients,
  evictOnCredentialChanges,
  type GatewayLogger,
  type GatewayStores,
  memoryStores,
  type ServiceUrls,
} from '@shopforge/gateway';
import {
  type Clock,
  generateToken,
  hashToken,
  type RunningServer,
  SERVICE_NAMES,
  type ServiceInstance,
  type ServiceName,
  startServiceServer,
} from '@shopforge/service-kit';
import { createLogger, type LogDestination, runAsComponent } from '@shopforge/telemetry';
import { SERVICE_FACTORIES } from './service-factories';

export interface LaunchOptions {
  /** Database of each service; embedded mode gives each a PGlite directory. */
  database: (service: ServiceName) => DatabaseConfig | Promise<DatabaseConfig>;
  port?: number;
  host?: string;
  clock?: Clock;
  log: GatewayLogger;
  /** Gateway state; in-memory unless a test or benchmark passes Redis stores. */
  stores?: GatewayStores;
  /** The event bus; an in-process bus unless a test passes its own to watch events. */
  bus?: EventBus;
  /** Settings the services read (README "Configuration"), e.g. the webhook delivery settings. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Level of the services' own loggers (relay, workers); default `info`. */
  serviceLogLevel?: string;
  /** Where the services' log lines go (stdout by default); tests capture them to scan them. */
  serviceLogDestination?: LogDestination;
  /** Outbox poll interval of every service (default 250 ms). */
  relayPollIntervalMs?: number;
  /** The gateway's credential cache (default: 30 s, 100 000 tokens; ttlMs 0 turns it off). */
  credentialCache?: Omit<CredentialCacheOptions, 'clock'>;
}

export interface RunningPlatform {
  gatewayUrl: string;
  serviceUrls: ServiceUrls;
  internalSecret: string;
  operatorToken: string;
  /** New shops start with the test provider (TEST_PAYMENTS): the start banner says so. */
  testPayments: boolean;
  close(): Promise<void>;
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

async function waitUntilReady(instances: ServiceInstance[], attempts = 50): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const ready = await Promise.all(instances.map((instance) => instance.ready()));
    if (ready.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('services did not become ready');
}

/**
 * Boots the six services and the gateway in this process. Each service still listens on its
 * own loopback port and is called over real tRPC HTTP, exactly as in production.
 */
export async function launchPlatform(options: LaunchOptions): Promise<RunningPlatform> {
  const internalSecret = randomBytes(32).toString('base64url');
  const operatorToken = generateToken('sfop_', 40);
  const host = options.host ?? '127.0.0.1';
  const instances: ServiceInstance[] = [];
  const servers: RunningServer[] = [];
  const peerUrls = new Map<ServiceName, string>();
  let gateway: Server | undefined;
  let clients: ReturnType<typeof createServiceClients> | undefined;
  const stores = options.stores ?? memoryStores(options.clock);
  // waitForHandlers: a relay marks an event published only once every consumer committed it,
  // so an embedded platform killed mid-flight republishes on its next start instead of losing it.
  const bus = options.bus ?? new InProcessBus({ waitForHandlers: true });
  const credentialCache = new CredentialCache({
    ...CREDENTIAL_CACHE_DEFAULTS,
    ...options.credentialCache,
    clock: options.clock,
  });
  // Without configured keys, webhook secrets and provider credentials are sealed with keys that
  // live as long as this launch (tests, benchmarks); `start` keeps persistent keys in the data
  // directory instead.
  const serviceEnv: Record<string, string | undefined> = {
    ...options.env,
    WEBHOOK_SECRET_KEY: options.env?.WEBHOOK_SECRET_KEY ?? randomBytes(32).toString('hex'),
    PAYMENT_SECRET_KEY: options.env?.PAYMENT_SECRET_KEY ?? randomBytes(32).toString('hex'),
    OAUTH_SECRET_KEY: options.env?.OAUTH_SECRET_KEY ?? randomBytes(32).toString('hex'),
    // The embedded platform is for trying things: its shops pay with the test provider unless
    // told otherwise. A production oauth service defaults to off (services/oauth/src/env.ts).
    TEST_PAYMENTS: options.env?.TEST_PAYMENTS ?? 'true',
  };

  const close = async () => {
    await new Promise<void>((resolve) => {
      if (!gateway) return resolve();
      gateway.close(() => resolve());
      gateway.closeIdleConnections();
      setTimeout(() => gateway?.closeAllConnections(), 2000).unref();
    });
    await clients?.close();
    await stores.close();
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(instances.map((instance) => instance.stopBackground()));
    await bus.close();
    await Promise.all(instances.map((instance) => instance.close()));
  };

  try {
    // The gateway listens first (answering 503 until it is wired) so the services know the
    // public address buyers reach: hosted checkout links are built on it.
    const app: { handle?: ReturnType<typeof createGatewayApp> } = {};
    gateway = createGatewayServer(
      (req, res) => {
        if (app.handle) return app.handle(req, res);
        res.statusCode = 503;
        res.setHeader('Retry-After', '1');
        res.end();
      },
      { publicBaseUrl: () => serviceEnv.PUBLIC_BASE_URL, log: options.log },
    );
    const server = gateway;
    const port = await runAsComponent('gateway', () => listen(server, options.port ?? 0, host));
    const gatewayUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    serviceEnv.PUBLIC_BASE_URL = options.env?.PUBLIC_BASE_URL ?? gatewayUrl;
    const created = await Promise.all(
      SERVICE_NAMES.map(async (name) =>
        SERVICE_FACTORIES[name]({
          database: await options.database(name),
          migrate: true,
          cursorSecret: internalSecret,
          clock: options.clock,
          bus,
          env: serviceEnv,
          relayPollIntervalMs: options.relayPollIntervalMs,
          // Peers listen only after every service is built; they are looked up at call time.
          peers: { url: (peer: ServiceName) => peerUrls.get(peer) ?? '', internalSecret },
          log: createLogger(name, {
            level: options.serviceLogLevel ?? 'info',
            ...(options.serviceLogDestination ? { destination: options.serviceLogDestination } : {}),
          }),
        }),
      ),
    );
    instances.push(...created);
    // Before anything can change a credential: the embedded bus delivers signals to whoever
    // listens when they are published, and waits for them (docs/adr/0005-credential-cache.md).
    await evictOnCredentialChanges(bus, 'gateway', credentialCache);
    await waitUntilReady(instances);
    // Every consumer listens before any relay publishes (the in-process bus keeps no log).
    for (const instance of instances) await instance.subscribe();
    for (const instance of instances) instance.startBackground();
    const credentials = { internalSecret, operatorTokenSha256: hashToken(operatorToken) };
    for (const instance of instances) {
      // Listening inside the component's context tags its spans with the service name.
      servers.push(
        await runAsComponent(instance.name, () =>
          startServiceServer({
            name: instance.name,
            router: instance.router,
            credentials,
            ready: instance.ready,
            onInternalError: (error, path) =>
              options.log.error({ err: error, service: instance.name, path }, 'procedure failed'),
          }),
        ),
      );
    }
    const serviceUrls = Object.fromEntries(servers.map((server) => [server.name, server.url])) as ServiceUrls;
    for (const name of SERVICE_NAMES) peerUrls.set(name, serviceUrls[name]);
    clients = createServiceClients(serviceUrls, internalSecret);
    app.handle = createGatewayApp({
      clients,
      stores,
      log: options.log,
      credentialCache,
      publicBaseUrl: serviceEnv.PUBLIC_BASE_URL,
    });
    return {
      gatewayUrl,
      serviceUrls,
      internalSecret,
      operatorToken,
      testPayments: serviceEnv.TEST_PAYMENTS === 'true',
      close,
    };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

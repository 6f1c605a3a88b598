import { randomUUID } from 'node:crypto';
import { type Database, type DatabaseConfig, openDatabase } from '@shopforge/db';
import {
  type EventBus,
  type EventHandler,
  busSignalPublisher,
  OutboxRelay,
  type PrismaRootClient,
  type SignalPublisher,
  sqlOutboxStore,
} from '@shopforge/events';
import { createLogger, type Logger } from '@shopforge/telemetry';
import type { AnyTRPCRouter } from '@trpc/server';
import { type Clock, systemClock } from './clock';
import { createCursorCodec } from './pagination';
import { type PeerDirectory, PeerClients } from './peers';
import type { BackgroundWorker, ServiceDeps, ServiceInstance, ServiceName } from './service-instance';

export type SettingsSource = Readonly<Record<string, string | undefined>>;

export interface ServiceOptions {
  database: DatabaseConfig;
  /** Apply pending migrations on start (embedded mode); production deploys them beforehand. */
  migrate: boolean;
  /** Secret of the list-cursor signatures; the same on every replica. */
  cursorSecret: string;
  clock?: Clock | undefined;
  /**
   * Where the outbox relay publishes and consumers subscribe. Without one the service serves
   * requests but publishes and consumes nothing (router-level tests); every launcher passes one.
   */
  bus?: EventBus | undefined;
  /** Source of the service's own settings (its `settings` parser); the process env in production. */
  env?: SettingsSource | undefined;
  log?: Logger | undefined;
  /** Where the other services are, for calls that need an answer now. */
  peers?: PeerDirectory | undefined;
  /** Outbox poll interval; embedded mode and tests shorten it. */
  relayPollIntervalMs?: number | undefined;
}

export type ServiceFactory = (options: ServiceOptions) => Promise<ServiceInstance>;

/** The part of a generated PrismaClient the bootstrap needs. */
export type PrismaLike = PrismaRootClient & { $disconnect(): Promise<void> };

/** What a service's router, consumers and workers are built from. */
export type ServiceRuntime<TPrisma, TSettings> = ServiceDeps<TPrisma> & {
  settings: TSettings;
  log: Logger;
  peers: PeerClients;
  /** Cache signals to other processes after a commit (packages/events/src/signals.ts). */
  signals: SignalPublisher;
};

/** A handler of one topic; the service name is its consumer group. */
export interface EventConsumer {
  topic: string;
  handler: EventHandler;
  /**
   * Every replica gets every event (a consumer group of its own), for per-process state such as
   * caches. The default shares the service's group, so each event is handled once.
   */
  broadcast?: boolean;
}

/**
 * The one way a service is assembled: open its database (PGlite or PostgreSQL, migrating
 * when asked), build its Prisma client, assemble its dependencies once (`assemble.ts`: ports,
 * caches, sagas), build its router, relay its outbox to the bus, subscribe its consumers and
 * run its background workers, all from that one assembly; expose readiness and shutdown.
 */
export function defineService<
  TPrisma extends PrismaLike,
  TRouter extends AnyTRPCRouter,
  TDeps extends ServiceRuntime<TPrisma, TSettings>,
  TSettings = undefined,
>(def: {
  name: ServiceName;
  migrationsDir: string;
  createClient: (adapter: Database['adapter']) => TPrisma;
  /** Parses the service's own settings; throws naming every bad variable. */
  settings?: (env: SettingsSource) => TSettings;
  /** Builds the service's dependencies from its runtime, once per instance. */
  assemble: (runtime: ServiceRuntime<TPrisma, TSettings>) => TDeps;
  createRouter: (deps: TDeps) => TRouter;
  consumers?: (deps: TDeps) => EventConsumer[];
  workers?: (deps: TDeps) => BackgroundWorker[];
}): ServiceFactory {
  return async (options) => {
    const settings = def.settings ? def.settings(options.env ?? {}) : (undefined as TSettings);
    const db = await openDatabase(options.database, {
      migrationsDir: def.migrationsDir,
      migrate: options.migrate,
    });
    const prisma = def.createClient(db.adapter);
    const clock = options.clock ?? systemClock;
    const log = options.log ?? createLogger(def.name);
    const cursors = createCursorCodec({ secret: options.cursorSecret, clock });
    const peers = new PeerClients(options.peers);
    const bus = options.bus;
    const instanceId = randomUUID();
    const signals = busSignalPublisher(
      bus,
      (error, type) =>
        log.warn({ err: error, signal: type }, 'signal not published; caches expire it by TTL'),
      () => clock.now(),
    );
    const runtime: ServiceRuntime<TPrisma, TSettings> = {
      prisma,
      sql: db.sql,
      clock,
      cursors,
      settings,
      log,
      peers,
      signals,
    };
    const deps = def.assemble(runtime);
    const background: BackgroundWorker[] = [];
    if (bus) {
      const relay = new OutboxRelay({
        // On the driver, not through Prisma: every event passes here (docs/adr/0007).
        store: sqlOutboxStore(db.sql),
        bus,
        now: () => clock.now(),
        pollIntervalMs: options.relayPollIntervalMs,
        service: def.name,
        onError: (error) => log.error({ err: error }, 'outbox relay batch failed'),
      });
      background.push(relay);
    }
    background.push(...(def.workers?.(deps) ?? []));
    let started = false;
    let stopped: Promise<void> | undefined;
    const stopBackground = () => {
      stopped ??= Promise.all(background.map((worker) => worker.stop())).then(() => undefined);
      return stopped;
    };

    return {
      name: def.name,
      router: def.createRouter(deps),
      // Readiness: the database answers and, where the bus has a broker (Kafka), it can publish.
      ready: async () => {
        const [database, events] = await Promise.all([
          prisma.$queryRawUnsafe('SELECT 1').then(
            () => true,
            () => false,
          ),
          bus?.ready ? bus.ready().catch(() => false) : true,
        ]);
        return database && events;
      },
      subscribe: async () => {
        if (!bus) return;
        for (const consumer of def.consumers?.(deps) ?? []) {
          const group = consumer.broadcast ? `${def.name}-${instanceId}` : def.name;
          await bus.subscribe(consumer.topic, group, consumer.handler);
        }
      },
      startBackground: () => {
        if (started) return;
        started = true;
        for (const worker of background) worker.start();
      },
      stopBackground,
      close: async () => {
        // Workers first: they use the database, and the relay may be mid-batch.
        await stopBackground();
        await prisma.$disconnect();
        await db.close();
      },
    };
  };
}

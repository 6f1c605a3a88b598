import type { SqlExecutor } from '@shopforge/db/sql';
import type { AnyTRPCRouter } from '@trpc/server';
import type { Clock } from './clock';
import type { CursorCodec } from './pagination';

export const SERVICE_NAMES = ['oauth', 'catalog', 'billing', 'reseller', 'themes', 'webhook'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** What each service builds from its configuration; the same object runs alone or embedded. */
export interface ServiceInstance {
  name: ServiceName;
  router: AnyTRPCRouter;
  /** True when the service can serve: its database answers and its event bus can publish. */
  ready(): Promise<boolean>;
  /**
   * Subscribes the service's consumers. Launchers subscribe every service before starting any
   * relay, because the in-process bus drops events of topics nobody listens to yet.
   */
  subscribe(): Promise<void>;
  /** Starts the outbox relay and the service's workers (idempotent). */
  startBackground(): void;
  /**
   * Stops them, letting work in flight finish. Launchers stop every service's background work,
   * then drain the bus, then close: a consumer must not outlive its database.
   */
  stopBackground(): Promise<void>;
  /** Stops workers and the relay (letting work in flight finish), then the database. */
  close(): Promise<void>;
}

/** A loop a service runs beside its router: the outbox relay, the webhook delivery worker. */
export interface BackgroundWorker {
  start(): void;
  /** Resolves once the iteration in flight finished; no new one starts. */
  stop(): Promise<void>;
}

/** What every service's router factory receives. */
export interface ServiceDeps<TPrisma> {
  prisma: TPrisma;
  /** The same database for the hot paths that leave the ORM (docs/adr/0007-hot-paths-leave-the-orm.md). */
  sql: SqlExecutor;
  clock: Clock;
  /** Signs list cursors; every replica of a service shares the secret (INTERNAL_SECRET). */
  cursors: CursorCodec;
}

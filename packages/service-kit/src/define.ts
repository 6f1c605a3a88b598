import { type Database, type DatabaseConfig, openDatabase } from '@shopforge/db';
import type { AnyTRPCRouter } from '@trpc/server';
import { type Clock, systemClock } from './clock';
import { createCursorCodec } from './pagination';
import type { ServiceDeps, ServiceInstance, ServiceName } from './service-instance';

export interface ServiceOptions {
  database: DatabaseConfig;
  /** Apply pending migrations on start (embedded mode); production deploys them beforehand. */
  migrate: boolean;
  /** Secret of the list-cursor signatures; the same on every replica. */
  cursorSecret: string;
  clock?: Clock | undefined;
}

export type ServiceFactory = (options: ServiceOptions) => Promise<ServiceInstance>;

/** The part of a generated PrismaClient the bootstrap needs. */
export interface PrismaLike {
  $disconnect(): Promise<void>;
  $queryRawUnsafe(query: string): Promise<unknown>;
}

/**
 * The one way a service is assembled: open its database (PGlite or PostgreSQL, migrating
 * when asked), build its Prisma client and router, and expose readiness and shutdown.
 */
export function defineService<TPrisma extends PrismaLike, TRouter extends AnyTRPCRouter>(def: {
  name: ServiceName;
  migrationsDir: string;
  createClient: (adapter: Database['adapter']) => TPrisma;
  createRouter: (deps: ServiceDeps<TPrisma>) => TRouter;
}): ServiceFactory {
  return async (options) => {
    const db = await openDatabase(options.database, {
      migrationsDir: def.migrationsDir,
      migrate: options.migrate,
    });
    const prisma = def.createClient(db.adapter);
    const clock = options.clock ?? systemClock;
    const cursors = createCursorCodec({ secret: options.cursorSecret, clock });
    return {
      name: def.name,
      router: def.createRouter({ prisma, clock, cursors }),
      ready: () =>
        prisma.$queryRawUnsafe('SELECT 1').then(
          () => true,
          () => false,
        ),
      close: async () => {
        await prisma.$disconnect();
        await db.close();
      },
    };
  };
}

import { PGlite, messages } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/*
 * Driver adapters handed to the schema engine. They differ from the ones the
 * services' PrismaClient uses in two ways that only matter for migrations.
 */

function toDriverError(error: unknown): unknown {
  if (!(error instanceof messages.DatabaseError)) return error;
  return new DriverAdapterError({
    kind: 'postgres',
    code: error.code ?? 'N/A',
    severity: error.severity ?? 'N/A',
    message: error.message,
    detail: error.detail,
    column: error.column,
    hint: error.hint,
  });
}

/**
 * pglite-prisma-adapter 0.7.2 fires `executeScript` without awaiting it, so a failing
 * migration would be recorded as applied and its error would escape as an unhandled
 * rejection. The engine runs every migration through executeScript, so we await it here.
 */
function awaitingScripts(
  inner: SqlDriverAdapter,
  db: PGlite,
  afterDispose?: () => Promise<void>,
): SqlDriverAdapter {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query) => inner.queryRaw(query),
    executeRaw: (query) => inner.executeRaw(query),
    startTransaction: (isolationLevel) => inner.startTransaction(isolationLevel),
    getConnectionInfo: () => inner.getConnectionInfo?.() ?? { supportsRelationJoins: true },
    executeScript: async (script) => {
      try {
        await db.exec(script);
      } catch (error) {
        throw toDriverError(error);
      }
    },
    dispose: async () => {
      await inner.dispose();
      await afterDispose?.();
    },
  };
}

/** Migrations against an open PGlite; shadow databases are fresh in-memory PGlites. */
export function pgliteMigrationAdapter(db: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory: SqlDriverAdapterFactoryLike = new PrismaPGlite(db);
  return {
    provider: 'postgres',
    adapterName: factory.adapterName,
    connect: async () => awaitingScripts(await factory.connect(), db),
    connectToShadowDb: async () => {
      // The stock adapter's shadow PGlite is never closed; ours is, when the engine lets go.
      const shadow = await PGlite.create(MEMORY);
      const inner = await (new PrismaPGlite(shadow) as SqlDriverAdapterFactoryLike).connect();
      return awaitingScripts(inner, shadow, () => shadow.close());
    },
  };
}

const MEMORY = 'memory://';

type SqlDriverAdapterFactoryLike = { adapterName: string; connect(): Promise<SqlDriverAdapter> };

/**
 * Migrations against PostgreSQL through a single-connection pool. The engine takes
 * Prisma's session-level advisory lock (72707369) on "its" connection and never
 * releases it; with a bigger pool that lock could sit on one connection while a later
 * engine call waits for it on another. One connection, closed afterwards, avoids that.
 */
export function postgresMigrationAdapter(url: string): {
  adapter: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
} {
  const pool = new pg.Pool({ connectionString: url, max: 1, application_name: 'shopforge-db-migrate' });
  // An idle-client error (e.g. server restart) must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return { adapter: new PrismaPg(pool), close: () => pool.end() };
}

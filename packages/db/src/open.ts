import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { DatabaseConfig } from './config';
import { applyMigrations, applyMigrationsToPGlite } from './migrations/apply';
import { openPGlite } from './pglite';
import { pgliteExecutor } from './pglite-executor';
import { pgPoolExecutor, type SqlExecutor } from './sql-executor';

export type OpenDatabaseOptions = {
  /** The service's `prisma/migrations`. */
  migrationsDir: string;
  /**
   * Apply pending migrations before returning. Defaults to true for PGlite (an embedded
   * database has no separate deploy step) and false for PostgreSQL (run migrate:deploy).
   */
  migrate?: boolean;
  /** PostgreSQL pool size; pg's default (10) otherwise. */
  poolSize?: number;
};

export type Database = {
  kind: DatabaseConfig['kind'];
  /** Pass to the service's own generated client: `new PrismaClient({ adapter: db.adapter })`. */
  adapter: SqlDriverAdapterFactory;
  /**
   * Hand-written SQL on the same connections, for the hot paths that leave the ORM
   * (docs/adr/0007-hot-paths-leave-the-orm.md). On PGlite it queues with Prisma's statements.
   */
  sql: SqlExecutor;
  /** The embedded instance, for tests and tooling that want raw SQL; absent on PostgreSQL. */
  pglite?: PGlite;
  /** Migrations applied while opening (empty when up to date or not asked to migrate). */
  applied: string[];
  /** Ends the pool / closes PGlite. Disconnect PrismaClient first. Safe to call twice. */
  close(): Promise<void>;
};

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions): Promise<Database> {
  const migrate = options.migrate ?? config.kind === 'pglite';

  if (config.kind === 'pglite') {
    const pglite = await openPGlite(config.dataDir);
    try {
      const { applied } = migrate
        ? await applyMigrationsToPGlite(pglite, options.migrationsDir)
        : { applied: [] };
      return {
        kind: 'pglite',
        adapter: new PrismaPGlite(pglite),
        sql: pgliteExecutor(pglite),
        pglite,
        applied,
        close: once(() => pglite.close()),
      };
    } catch (error) {
      await pglite.close();
      throw error;
    }
  }

  const { applied } = migrate ? await applyMigrations(config, options.migrationsDir) : { applied: [] };
  // We own the pool (rather than letting PrismaPg create one) so close() can end it.
  const pool = new pg.Pool({
    connectionString: config.url,
    ...(options.poolSize === undefined ? {} : { max: options.poolSize }),
  });
  // pg emits 'error' for idle clients whose connection dropped; unhandled it would kill the process.
  pool.on('error', (error) =>
    process.stderr.write(`[@shopforge/db] idle PostgreSQL client error: ${error.message}\n`),
  );
  // A checked-out client can fail between queries too, and then only a listener of its own
  // stands between that 'error' event and a crash: a backend terminated just as it connected
  // sends its FATAL in the same packet as its first ReadyForQuery, before the Prisma adapter
  // has attached its listener (seen under pg_terminate_backend in the load suite). Whoever
  // holds the client still learns of it: its next query fails and the pool discards it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    kind: 'postgres',
    adapter: new PrismaPg(pool),
    sql: pgPoolExecutor(pool),
    applied,
    close: once(() => pool.end()),
  };
}

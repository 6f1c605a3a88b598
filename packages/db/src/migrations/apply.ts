import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { DatabaseConfig } from '../config';
import { openPGlite, pgliteQuery } from '../pglite';
import { pgliteMigrationAdapter, postgresMigrationAdapter } from './adapters';
import { createSchemaEngine, NO_FILTERS, runEngine, toMigrationList } from './engine';
import { compareHistory, type MigrationHistory, type QueryRows, readAppliedMigrations } from './history';
import { clientQuery, withPostgresMigrationLock } from './lock';
import { readMigrationsFolder, type MigrationsFolder } from './read';

export type ApplyResult = { applied: string[] };

export type ApplyOptions = {
  /** Progress messages for people (e.g. "waiting for lock"); silent by default. */
  log?: (message: string) => void;
};

/** The database's history cannot be continued safely; a person has to look. */
export class MigrationHistoryError extends Error {
  readonly history: MigrationHistory;
  constructor(message: string, history: MigrationHistory) {
    super(message);
    this.name = 'MigrationHistoryError';
    this.history = history;
  }
}

function assertContinuable(history: MigrationHistory): void {
  if (history.edited.length > 0) {
    throw new MigrationHistoryError(
      `Refusing to migrate: ${history.edited.map((n) => `"${n}"`).join(', ')} changed after being applied ` +
        '(checksum mismatch). Restore the original migration.sql and put the change in a new migration (migrate:new).',
      history,
    );
  }
  if (history.failed.length > 0) {
    const names = history.failed.map((n) => `'${n}'`).join(', ');
    throw new MigrationHistoryError(
      `Refusing to migrate: ${names} failed part-way earlier. Repair the database by hand, then run ` +
        `UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name IN (${names}) AND finished_at IS NULL;`,
      history,
    );
  }
}

async function applyPending(
  folder: MigrationsFolder,
  query: QueryRows,
  connect: () => { adapter: SqlMigrationAwareDriverAdapterFactory; close(): Promise<void> },
): Promise<ApplyResult> {
  const history = compareHistory(folder, await readAppliedMigrations(query));
  assertContinuable(history);
  // Up to date is the common case at every start: skip loading the engine entirely.
  if (history.pending.length === 0) return { applied: [] };

  const { adapter, close } = connect();
  try {
    const engine = await createSchemaEngine(adapter);
    try {
      const result = await runEngine('apply migrations', () =>
        engine.applyMigrations({ migrationsList: toMigrationList(folder), filters: NO_FILTERS }),
      );
      return { applied: result.appliedMigrationNames };
    } finally {
      engine.free();
    }
  } finally {
    await close();
  }
}

/** Applies pending migrations to an already open PGlite. One process per data dir: PGlite cannot share one. */
export async function applyMigrationsToPGlite(db: PGlite, migrationsDir: string): Promise<ApplyResult> {
  return applyFolderToPGlite(db, await readMigrationsFolder(migrationsDir));
}

// PGlite is one session, so the engine's advisory lock is re-entrant there and cannot keep
// two calls in this process from applying the same migration: queue them per instance.
const pgliteQueues = new WeakMap<PGlite, Promise<unknown>>();

/** For callers that already read the folder (and fingerprinted exactly that content). */
export function applyFolderToPGlite(db: PGlite, folder: MigrationsFolder): Promise<ApplyResult> {
  const run = () =>
    applyPending(folder, pgliteQuery(db), () => ({
      adapter: pgliteMigrationAdapter(db),
      close: async () => undefined,
    }));
  const previous = pgliteQueues.get(db) ?? Promise.resolve();
  const next = previous.then(run, run);
  pgliteQueues.set(
    db,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Applies every pending `<migrationsDir>/<name>/migration.sql` in name order and records it
 * in `_prisma_migrations` exactly as `prisma migrate deploy` would. Idempotent; throws
 * MigrationHistoryError when an applied migration was edited or an earlier one failed.
 */
export async function applyMigrations(
  config: DatabaseConfig,
  migrationsDir: string,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const folder = await readMigrationsFolder(migrationsDir);
  if (config.kind === 'postgres') {
    return withPostgresMigrationLock(
      config.url,
      (client) => applyPending(folder, clientQuery(client), () => postgresMigrationAdapter(config.url)),
      options.log,
    );
  }
  const db = await openPGlite(config.dataDir);
  try {
    return await applyFolderToPGlite(db, folder);
  } finally {
    await db.close();
  }
}

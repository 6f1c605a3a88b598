import { checksumMatches, type MigrationsFolder } from './read';

/** Runs one SQL statement without parameters and returns its rows. */
export type QueryRows = (sql: string) => Promise<Record<string, unknown>[]>;

/** A row of Prisma's `_prisma_migrations` table (the columns we need). */
export type AppliedMigrationRow = {
  name: string;
  checksum: string;
  finished: boolean;
  rolledBack: boolean;
};

export type MigrationHistory = {
  /** Applied and unchanged since. */
  applied: string[];
  /** In the folder, not yet applied: what the next deploy will run, in this order. */
  pending: string[];
  /** Applied, but migration.sql changed afterwards: the database no longer matches the file. */
  edited: string[];
  /** Started and never finished; needs a person (fix the database, then mark it rolled back). */
  failed: string[];
  /** Applied to the database but absent from the folder, e.g. from another branch. */
  missingLocally: string[];
};

export async function readAppliedMigrations(query: QueryRows): Promise<AppliedMigrationRow[]> {
  const [exists] = await query(`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`);
  if (exists?.exists !== true) return [];
  const rows = await query(
    'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at, migration_name',
  );
  return rows.map((row) => ({
    name: String(row.migration_name),
    checksum: String(row.checksum),
    finished: row.finished_at !== null,
    rolledBack: row.rolled_back_at !== null,
  }));
}

/** Same classification as Prisma's: rolled-back rows are an audit trail and count for nothing. */
export function compareHistory(
  folder: MigrationsFolder,
  rows: readonly AppliedMigrationRow[],
): MigrationHistory {
  const live = rows.filter((row) => !row.rolledBack);
  const history: MigrationHistory = { applied: [], pending: [], edited: [], failed: [], missingLocally: [] };
  const local = new Set(folder.migrations.map((m) => m.name));

  for (const migration of folder.migrations) {
    const done = live.find((row) => row.name === migration.name && row.finished);
    if (done) {
      (checksumMatches(migration.sql, done.checksum) ? history.applied : history.edited).push(migration.name);
    } else if (live.some((row) => row.name === migration.name)) {
      history.failed.push(migration.name);
    } else {
      history.pending.push(migration.name);
    }
  }
  for (const row of live) {
    if (!local.has(row.name) && !history.missingLocally.includes(row.name))
      history.missingLocally.push(row.name);
  }
  return history;
}

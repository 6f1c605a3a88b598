import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type DatabaseConfig, MEMORY_DATA_DIR } from '../config';
import { openPGlite, pgliteQuery } from '../pglite';
import { compareHistory, type MigrationHistory, readAppliedMigrations } from './history';
import { clientQuery, withPostgresClient } from './lock';
import { readMigrationsFolder } from './read';

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

/** Where the database stands relative to the folder. Read-only: takes no lock, creates nothing. */
export async function migrationStatus(
  config: DatabaseConfig,
  migrationsDir: string,
): Promise<MigrationHistory> {
  const folder = await readMigrationsFolder(migrationsDir);
  if (config.kind === 'postgres') {
    return withPostgresClient(config.url, async (client) =>
      compareHistory(folder, await readAppliedMigrations(clientQuery(client))),
    );
  }
  // Opening a missing data dir would initialise a new database just to report "nothing applied".
  if (config.dataDir.startsWith(MEMORY_DATA_DIR) || !(await exists(path.resolve(config.dataDir)))) {
    return compareHistory(folder, []);
  }
  const db = await openPGlite(config.dataDir);
  try {
    return compareHistory(folder, await readAppliedMigrations(pgliteQuery(db)));
  } finally {
    await db.close();
  }
}

import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One `prisma/migrations/<name>/migration.sql`. */
export type MigrationFile = { name: string; sql: string; checksum: string };

export type MigrationsFolder = {
  dir: string;
  /** Content of migration_lock.toml, null when the file does not exist yet. */
  lockfile: string | null;
  /** Sorted by name, which starts with a timestamp: that is the apply order. */
  migrations: MigrationFile[];
};

export const MIGRATION_LOCK_FILE = 'migration_lock.toml';
export const MIGRATION_SQL_FILE = 'migration.sql';

/** Prisma's checksum: sha256 over the file's bytes, as lowercase hex. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/**
 * Prisma also accepts a checksum taken before a checkout changed line endings,
 * so a Windows clone does not look like an edited migration. Match that.
 */
export function checksumMatches(sql: string, checksum: string): boolean {
  const lf = sql.replace(/\r\n/g, '\n');
  return [sql, lf, lf.replace(/\n/g, '\r\n')].some((variant) => checksumOf(variant) === checksum);
}

async function isDirectory(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

async function readOptional(p: string): Promise<string | null> {
  try {
    return await readFile(p, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A missing folder is an empty history, not an error: a new service has none yet. */
export async function readMigrationsFolder(dir: string): Promise<MigrationsFolder> {
  const absolute = path.resolve(dir);
  if (!(await isDirectory(absolute))) return { dir: absolute, lockfile: null, migrations: [] };

  const entries = (await readdir(absolute, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  const migrations: MigrationFile[] = [];
  for (const name of entries) {
    const sql = await readOptional(path.join(absolute, name, MIGRATION_SQL_FILE));
    // A half-written migration must stop the deploy rather than be skipped silently.
    if (sql === null) throw new Error(`Migration "${name}" in ${absolute} has no ${MIGRATION_SQL_FILE}`);
    migrations.push({ name, sql, checksum: checksumOf(sql) });
  }

  return {
    dir: absolute,
    lockfile: await readOptional(path.join(absolute, MIGRATION_LOCK_FILE)),
    migrations,
  };
}

/** Stable fingerprint of a migration history, e.g. to key a cached migrated database. */
export function fingerprintOf(folder: MigrationsFolder, extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(`${part}\0`);
  for (const m of folder.migrations) hash.update(`${m.name}\0${m.checksum}\0`);
  return hash.digest('hex');
}

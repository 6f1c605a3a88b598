import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR } from './config';
import type { QueryRows } from './migrations/history';
import { lockDownDataDir } from './owner-only';

/**
 * Opens (creating if needed) a PGlite data directory; relative paths are from the cwd. The
 * directory is owner-only once this returns: PGlite's initdb sets each file's mode itself
 * (0644 and wider), past the process's umask, so it is closed here rather than by whoever
 * launched the service, before any caller can write a secret into it.
 */
export async function openPGlite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith(MEMORY_DATA_DIR)) return PGlite.create(dataDir);
  const absolute = path.resolve(dataDir);
  // PGlite creates the data dir itself but not its parents, e.g. `.data/<service>`.
  await mkdir(path.dirname(absolute), { recursive: true });
  const db = await PGlite.create(absolute);
  lockDownDataDir(absolute);
  return db;
}

export function pgliteQuery(db: PGlite): QueryRows {
  return async (sql) => (await db.query<Record<string, unknown>>(sql)).rows;
}

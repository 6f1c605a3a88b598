import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MEMORY_DATA_DIR } from './config';
import type { QueryRows } from './migrations/history';

/** Opens (creating if needed) a PGlite data directory; relative paths are from the cwd. */
export async function openPGlite(dataDir: string): Promise<PGlite> {
  if (dataDir.startsWith(MEMORY_DATA_DIR)) return PGlite.create(dataDir);
  const absolute = path.resolve(dataDir);
  // PGlite creates the data dir itself but not its parents, e.g. `.data/<service>`.
  await mkdir(path.dirname(absolute), { recursive: true });
  return PGlite.create(absolute);
}

export function pgliteQuery(db: PGlite): QueryRows {
  return async (sql) => (await db.query<Record<string, unknown>>(sql)).rows;
}

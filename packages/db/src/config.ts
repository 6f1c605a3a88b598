/**
 * Where a service keeps its data. PGlite (embedded PostgreSQL in WebAssembly)
 * is the default so a service runs with no database server at all; a real
 * PostgreSQL is used as soon as DATABASE_URL names one.
 */
export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string /* a directory, or MEMORY_DATA_DIR */ }
  | { kind: 'postgres'; url: string };

/** PGlite's spelling for "keep everything in memory, lose it on close". */
export const MEMORY_DATA_DIR = 'memory://';

const PGLITE_PREFIX = 'pglite:';

/**
 * DATABASE_URL decides the backend:
 * - unset or empty            -> PGlite in `defaultDataDir`
 * - postgres:// postgresql:// -> that PostgreSQL server
 * - memory://                 -> throwaway in-memory PGlite
 * - pglite:<dir>              -> PGlite in <dir> (lets an env file move the embedded data)
 */
export function databaseConfigFromEnv(
  env: { DATABASE_URL?: string | undefined },
  defaultDataDir: string,
): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { kind: 'pglite', dataDir: defaultDataDir };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  if (url === MEMORY_DATA_DIR) return { kind: 'pglite', dataDir: MEMORY_DATA_DIR };
  if (url.startsWith(PGLITE_PREFIX) && url.length > PGLITE_PREFIX.length) {
    return { kind: 'pglite', dataDir: url.slice(PGLITE_PREFIX.length) };
  }
  // Only the scheme is echoed: the rest of a URL may carry a password.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1] ?? '(none)';
  throw new Error(
    `DATABASE_URL has unsupported scheme "${scheme}": use postgres://, postgresql://, memory:// or pglite:<dir>`,
  );
}

/** A short description that is safe to log (no credentials). */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'pglite') return `PGlite at ${config.dataDir}`;
  try {
    const u = new URL(config.url);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL (unparseable URL)';
  }
}

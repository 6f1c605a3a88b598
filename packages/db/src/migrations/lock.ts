import pg from 'pg';
import type { QueryRows } from './history';

/*
 * Several replicas of a service may start at the same moment and each try to migrate.
 * A session-level advisory lock on a connection of our own serialises them: the
 * second one waits, then finds nothing pending. The key differs from Prisma's own
 * (72707369), which the schema engine takes on its connection; sharing it would make
 * our wait and the engine's conflict. Advisory locks are per database, so services
 * that share a server do not wait for each other.
 */
export const MIGRATION_LOCK_KEY = 7_359_102_417n;

/** A dedicated connection for the duration of `work`. */
export async function withPostgresClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'shopforge-db-migrate' });
  // Without a listener a dropped connection would crash the process instead of failing the query.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function clientQuery(client: pg.Client): QueryRows {
  return async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
}

/** Runs `work` while holding the migration lock; `client` is the connection holding it. */
export function withPostgresMigrationLock<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
  onWait: (message: string) => void = () => undefined,
): Promise<T> {
  return withPostgresClient(url, async (client) => {
    const key = MIGRATION_LOCK_KEY.toString();
    const tried = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [key],
    );
    if (!tried.rows[0]?.locked) {
      onWait('Another process is migrating this database; waiting for it to finish...');
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      return await work(client);
    } finally {
      // Ending the session releases the lock too; unlocking first just frees it sooner.
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    }
  });
}

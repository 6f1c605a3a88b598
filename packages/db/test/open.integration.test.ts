import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/open';
import {
  createPostgresTestDatabase,
  DEFAULT_POSTGRES_TEST_URL,
  type PostgresTestDatabase,
} from '../src/testing';
import { fixtureMigrationsDir } from './helpers';

const baseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_TEST_URL;

describe('openDatabase on PostgreSQL: a connection terminated while checked out', () => {
  let server: PostgresTestDatabase;
  let db: Database;
  beforeAll(async () => {
    server = await createPostgresTestDatabase({ migrationsDir: fixtureMigrationsDir });
    db = await openDatabase({ kind: 'postgres', url: server.url }, { migrationsDir: fixtureMigrationsDir });
  });
  afterAll(async () => {
    await db.close();
    await server.drop();
  });

  it('does not crash the process (its error event has a listener), and the pool replaces it', async () => {
    const adapter = await db.adapter.connect();
    // The pg adapter's driver is the pool openDatabase made (the driver-adapter type hides it).
    const pool = (adapter as unknown as { underlyingDriver(): pg.Pool }).underlyingDriver();
    // Checked out and idle between queries, as a Prisma transaction's connection is while the
    // service awaits something else: pg emits the termination as an 'error' event on it.
    const client = await pool.connect();
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
      { pid: number },
    ];
    const ended = new Promise((resolve) => client.once('end', resolve));
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await ended;
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await adapter.dispose();
  });
});

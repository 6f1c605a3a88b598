import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, MigrationHistoryError } from '../src/migrations/apply';
import { MIGRATION_LOCK_KEY } from '../src/migrations/lock';
import { migrationStatus } from '../src/migrations/status';
import { openDatabase } from '../src/open';
import { createPostgresTestDatabase, DEFAULT_POSTGRES_TEST_URL } from '../src/testing';
import { PrismaClient } from './fixture/generated/prisma/client';
import { copyFixture, FIXTURE_MIGRATIONS, fixtureMigrationsDir, runCli, tempDir } from './helpers';

const baseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_TEST_URL;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** An empty database (nothing applied yet) on the test server, dropped after the test. */
async function emptyDatabase(): Promise<string> {
  const tmp = await tempDir();
  cleanups.push(tmp.cleanup);
  const empty = path.join(tmp.dir, 'no-migrations');
  await mkdir(empty);
  const db = await createPostgresTestDatabase({ baseUrl, migrationsDir: empty });
  cleanups.push(db.drop);
  return db.url;
}

describe('PostgreSQL', () => {
  it('creates a migrated database and drops it again', async () => {
    const db = await createPostgresTestDatabase({ baseUrl, migrationsDir: fixtureMigrationsDir });
    cleanups.push(db.drop);
    expect(db.databaseName).toMatch(/^sf_it_[0-9a-f]{12}$/);

    const rows = await query<{ migration_name: string }>(
      db.url,
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(FIXTURE_MIGRATIONS);

    await db.drop();
    const left = await query(baseUrl, `SELECT 1 FROM pg_database WHERE datname = '${db.databaseName}'`);
    expect(left).toEqual([]);
  });

  it('applies each migration exactly once when two callers race', async () => {
    const url = await emptyDatabase();
    const config = { kind: 'postgres', url } as const;

    const results = await Promise.all([
      applyMigrations(config, fixtureMigrationsDir),
      applyMigrations(config, fixtureMigrationsDir),
    ]);

    expect(results.flatMap((r) => r.applied).sort()).toEqual(FIXTURE_MIGRATIONS);
    const rows = await query<{ migration_name: string; n: number }>(
      url,
      'SELECT migration_name, count(*)::int AS n FROM _prisma_migrations GROUP BY migration_name ORDER BY migration_name',
    );
    expect(rows).toEqual(FIXTURE_MIGRATIONS.map((migration_name) => ({ migration_name, n: 1 })));
  });

  it('waits while another migrator holds the lock, then proceeds', async () => {
    const url = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);

    const messages: string[] = [];
    let settled = false;
    const migrating = applyMigrations({ kind: 'postgres', url }, fixtureMigrationsDir, {
      log: (m) => messages.push(m),
    }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(settled).toBe(false);
    expect(messages).toEqual([expect.stringMatching(/waiting/)]);

    await holder.end(); // ending the session releases its advisory lock
    expect(await migrating).toEqual({ applied: FIXTURE_MIGRATIONS });
  });

  it('applies each migration exactly once when two processes deploy at the same moment', async () => {
    const url = await emptyDatabase();
    const tmp = await tempDir();
    cleanups.push(tmp.cleanup);
    const { serviceDir } = await copyFixture(tmp.dir);

    const runs = await Promise.all([
      runCli(['migrate:deploy', '--service-dir', serviceDir], { DATABASE_URL: url }),
      runCli(['migrate:deploy', '--service-dir', serviceDir], { DATABASE_URL: url }),
    ]);

    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    const outputs = runs.map((r) => r.stdout);
    expect(
      outputs.filter((o) => o.includes('Applied:\n  20250101000000_init\n  20250102000000_add_stock')),
    ).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('No pending migrations.'))).toHaveLength(1);
    expect(await migrationStatus({ kind: 'postgres', url }, fixtureMigrationsDir)).toMatchObject({
      applied: FIXTURE_MIGRATIONS,
      pending: [],
    });
  });

  it('refuses to migrate when an applied migration was edited', async () => {
    const db = await createPostgresTestDatabase({ baseUrl, migrationsDir: fixtureMigrationsDir });
    cleanups.push(db.drop);
    const tmp = await tempDir();
    cleanups.push(tmp.cleanup);
    const { migrationsDir } = await copyFixture(tmp.dir);
    const file = path.join(migrationsDir, '20250102000000_add_stock', 'migration.sql');
    await writeFile(file, (await readFile(file, 'utf8')).replace('DEFAULT 0', 'DEFAULT 1'));

    await expect(applyMigrations({ kind: 'postgres', url: db.url }, migrationsDir)).rejects.toBeInstanceOf(
      MigrationHistoryError,
    );
    expect((await migrationStatus({ kind: 'postgres', url: db.url }, migrationsDir)).edited).toEqual([
      '20250102000000_add_stock',
    ]);
  });

  it('round-trips rows through a generated PrismaClient on @prisma/adapter-pg', async () => {
    const url = await emptyDatabase();
    const db = await openDatabase(
      { kind: 'postgres', url },
      { migrationsDir: fixtureMigrationsDir, migrate: true },
    );
    cleanups.push(db.close);
    expect(db.applied).toEqual(FIXTURE_MIGRATIONS);
    expect(db.pglite).toBeUndefined();

    const prisma = new PrismaClient({ adapter: db.adapter });
    cleanups.push(() => prisma.$disconnect());
    const created = await prisma.product.create({ data: { sku: 'W-1', name: 'Wrench', priceCents: 1250 } });
    expect(created).toMatchObject({ sku: 'W-1', stock: 0 });
    expect(created.createdAt).toBeInstanceOf(Date);

    await prisma.$transaction(async (tx) => {
      await tx.product.update({ where: { sku: 'W-1' }, data: { stock: { increment: 5 } } });
    });
    expect(await prisma.product.findUnique({ where: { id: created.id } })).toMatchObject({
      stock: 5,
      name: 'Wrench',
    });
    expect(await prisma.product.findMany({ where: { stock: { gt: 1 } } })).toHaveLength(1);
  });
});

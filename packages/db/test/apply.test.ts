import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, applyMigrationsToPGlite, MigrationHistoryError } from '../src/migrations/apply';
import { SchemaEngineError } from '../src/migrations/engine';
import { checksumOf } from '../src/migrations/read';
import { migrationStatus } from '../src/migrations/status';
import { openPGlite } from '../src/pglite';
import { createTestDatabaseFactory, type TestDatabase } from '../src/testing';
import { copyFixture, FIXTURE_MIGRATIONS, fixtureMigrationsDir, tempDir } from './helpers';

const factory = createTestDatabaseFactory({ migrationsDir: fixtureMigrationsDir });
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scratch() {
  const tmp = await tempDir();
  cleanups.push(tmp.cleanup);
  return { tmp: tmp.dir, ...(await copyFixture(tmp.dir)) };
}

async function freshDb(): Promise<TestDatabase> {
  const db = await factory.fresh();
  cleanups.push(db.close);
  return db;
}

describe('applyMigrations on PGlite', () => {
  it('applies every migration once, records it like Prisma, and applies nothing the second time', async () => {
    const { tmp } = await scratch();
    const config = { kind: 'pglite', dataDir: path.join(tmp, 'data') } as const;

    expect(await applyMigrations(config, fixtureMigrationsDir)).toEqual({ applied: FIXTURE_MIGRATIONS });
    expect(await applyMigrations(config, fixtureMigrationsDir)).toEqual({ applied: [] });

    const status = await migrationStatus(config, fixtureMigrationsDir);
    expect(status).toEqual({
      applied: FIXTURE_MIGRATIONS,
      pending: [],
      edited: [],
      failed: [],
      missingLocally: [],
    });
  });

  it('writes _prisma_migrations with the checksum of each migration.sql', async () => {
    const db = await freshDb();
    const { rows } = await db.pglite.query<{
      migration_name: string;
      checksum: string;
      applied_steps_count: number;
    }>(
      'SELECT migration_name, checksum, applied_steps_count FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name',
    );
    const expected = await Promise.all(
      FIXTURE_MIGRATIONS.map(async (name) => ({
        migration_name: name,
        checksum: checksumOf(await readFile(path.join(fixtureMigrationsDir, name, 'migration.sql'), 'utf8')),
        applied_steps_count: 1,
      })),
    );
    expect(rows).toEqual(expected);
  });

  it('applies only a newly added migration', async () => {
    const { migrationsDir } = await scratch();
    const name = '20250103000000_add_note';
    await mkdir(path.join(migrationsDir, name));
    await writeFile(
      path.join(migrationsDir, name, 'migration.sql'),
      'ALTER TABLE "Product" ADD COLUMN "note" TEXT;\n',
    );
    const db = await freshDb();

    expect(await applyMigrationsToPGlite(db.pglite, migrationsDir)).toEqual({ applied: [name] });
    expect(await applyMigrationsToPGlite(db.pglite, migrationsDir)).toEqual({ applied: [] });
    await db.pglite.query(
      `INSERT INTO "Product" (id, sku, name, "priceCents", note) VALUES ('1', 's', 'n', 1, 'hi')`,
    );
  });

  it('applies each migration once when two calls race on the same PGlite', async () => {
    const { tmp } = await scratch();
    const db = await openPGlite(path.join(tmp, 'race'));
    cleanups.push(() => db.close());

    const results = await Promise.all([
      applyMigrationsToPGlite(db, fixtureMigrationsDir),
      applyMigrationsToPGlite(db, fixtureMigrationsDir),
    ]);

    expect(results.flatMap((r) => r.applied).sort()).toEqual(FIXTURE_MIGRATIONS);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM _prisma_migrations');
    expect(rows).toEqual([{ n: FIXTURE_MIGRATIONS.length }]);
  });

  it('refuses to continue when an applied migration was edited', async () => {
    const { migrationsDir } = await scratch();
    const file = path.join(migrationsDir, FIXTURE_MIGRATIONS[0] ?? '', 'migration.sql');
    await writeFile(file, `${await readFile(file, 'utf8')}\n-- sneaky edit\n`);
    const db = await freshDb();

    const attempt = applyMigrationsToPGlite(db.pglite, migrationsDir);
    await expect(attempt).rejects.toBeInstanceOf(MigrationHistoryError);
    await expect(attempt).rejects.toThrow(/20250101000000_init.*changed after being applied/);
  });

  it('treats a checkout with CRLF line endings as unchanged, like Prisma', async () => {
    const { migrationsDir } = await scratch();
    const file = path.join(migrationsDir, FIXTURE_MIGRATIONS[0] ?? '', 'migration.sql');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/\n/g, '\r\n'));
    const db = await freshDb();
    expect(await applyMigrationsToPGlite(db.pglite, migrationsDir)).toEqual({ applied: [] });
  });

  it('reports a failing migration, records it as failed, and refuses to go on until repaired', async () => {
    const { migrationsDir } = await scratch();
    const name = '20250103000000_broken';
    await mkdir(path.join(migrationsDir, name));
    await writeFile(
      path.join(migrationsDir, name, 'migration.sql'),
      'ALTER TABLE "NoSuchTable" ADD COLUMN x INT;\n',
    );
    const db = await freshDb();

    const first = applyMigrationsToPGlite(db.pglite, migrationsDir);
    await expect(first).rejects.toBeInstanceOf(SchemaEngineError);
    await expect(first).rejects.toThrow(/NoSuchTable/);

    const second = applyMigrationsToPGlite(db.pglite, migrationsDir);
    await expect(second).rejects.toBeInstanceOf(MigrationHistoryError);
    await expect(second).rejects.toThrow(/failed part-way/);
  });
});

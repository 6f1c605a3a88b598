import { appendFile, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigration } from '../src/migrations/create';
import { copyFixture, FIXTURE_MIGRATIONS, tempDir } from './helpers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function scratchService() {
  const tmp = await tempDir();
  cleanups.push(tmp.cleanup);
  return copyFixture(tmp.dir);
}

const REVIEW_MODEL = `
model Review {
  id        Int    @id @default(autoincrement())
  productId String
  stars     Int
  body      String?

  @@index([productId])
}
`;

const EXPECTED_REVIEW_SQL = `-- CreateTable
CREATE TABLE "Review" (
    "id" SERIAL NOT NULL,
    "productId" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "body" TEXT,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Review_productId_idx" ON "Review"("productId");
`;

describe('createMigration (migrate:new)', () => {
  it('writes the SQL for a changed schema into a new timestamped folder', async () => {
    const { serviceDir, schemaPath, migrationsDir } = await scratchService();
    await appendFile(schemaPath, REVIEW_MODEL);

    const created = await createMigration({
      serviceDir,
      name: 'add_review',
      now: new Date('2025-03-01T12:00:00Z'),
    });

    expect(created?.name).toBe('20250301120000_add_review');
    expect(created?.sql).toBe(EXPECTED_REVIEW_SQL);
    expect(
      await readFile(path.join(migrationsDir, '20250301120000_add_review', 'migration.sql'), 'utf8'),
    ).toBe(EXPECTED_REVIEW_SQL);
    expect((await readdir(migrationsDir)).sort()).toEqual([
      ...FIXTURE_MIGRATIONS,
      '20250301120000_add_review',
      'migration_lock.toml',
    ]);
  });

  it('writes nothing and returns null when the schema matches the migrations', async () => {
    const { serviceDir, migrationsDir } = await scratchService();
    const before = (await readdir(migrationsDir)).sort();

    expect(await createMigration({ serviceDir, name: 'nothing' })).toBeNull();
    expect((await readdir(migrationsDir)).sort()).toEqual(before);
  });

  it('sorts after the newest migration even when the clock is behind, and adds a missing lockfile', async () => {
    const { serviceDir, schemaPath, migrationsDir } = await scratchService();
    await rm(path.join(migrationsDir, 'migration_lock.toml'));
    await appendFile(schemaPath, REVIEW_MODEL);

    const created = await createMigration({
      serviceDir,
      name: 'add_review',
      now: new Date('2020-01-01T00:00:00Z'),
    });

    expect(created?.name).toBe('20250102000001_add_review');
    expect(await readFile(path.join(migrationsDir, 'migration_lock.toml'), 'utf8')).toMatch(
      /^provider = "postgresql"$/m,
    );
  });

  it('creates the first migration of a service that has none', async () => {
    const { serviceDir, migrationsDir } = await scratchService();
    await rm(migrationsDir, { recursive: true });

    const created = await createMigration({
      serviceDir,
      name: 'init',
      now: new Date('2025-01-01T00:00:00Z'),
    });

    expect(created?.sql).toContain('CREATE TABLE "Product"');
    expect(created?.sql).toContain('CREATE INDEX "Product_stock_idx"');
    expect((await readdir(migrationsDir)).sort()).toEqual(['20250101000000_init', 'migration_lock.toml']);
  });

  it('rejects names that are not snake_case before doing any work', async () => {
    await expect(createMigration({ serviceDir: '/nonexistent', name: 'Add-Review' })).rejects.toThrow(
      /snake_case/,
    );
  });
});

import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabaseFactory, type TestDatabase } from '../src/testing';
import { PrismaClient } from './fixture/generated/prisma/client';
import { fixtureMigrationsDir, tempDir } from './helpers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function track<T extends { close(): Promise<void> }>(db: T): T {
  cleanups.push(() => db.close());
  return db;
}

describe('createTestDatabaseFactory', () => {
  const factory = createTestDatabaseFactory({ migrationsDir: fixtureMigrationsDir });

  it('gives every test its own migrated copy', async () => {
    const a: TestDatabase = track(await factory.fresh());
    const b: TestDatabase = track(await factory.fresh());

    const prismaA = new PrismaClient({ adapter: a.adapter });
    cleanups.push(() => prismaA.$disconnect());
    await prismaA.product.create({ data: { sku: 'A-1', name: 'Anvil', priceCents: 4200, stock: 3 } });
    expect(await prismaA.product.findUnique({ where: { sku: 'A-1' } })).toMatchObject({
      name: 'Anvil',
      stock: 3,
    });

    const prismaB = new PrismaClient({ adapter: b.adapter });
    cleanups.push(() => prismaB.$disconnect());
    expect(await prismaB.product.count()).toBe(0);

    const started = performance.now();
    const c = track(await factory.fresh());
    const elapsed = performance.now() - started;
    console.info(`fresh() took ${elapsed.toFixed(0)} ms`);
    expect((await c.pglite.query('SELECT count(*)::int AS n FROM "Product"')).rows).toEqual([{ n: 0 }]);
  });

  it('shares the migrated dump through the disk cache', async () => {
    const tmp = await tempDir();
    cleanups.push(tmp.cleanup);
    const dirA = path.join(tmp.dir, 'a');
    const dirB = path.join(tmp.dir, 'b');

    track(await createTestDatabaseFactory({ migrationsDir: fixtureMigrationsDir, cacheDir: dirA }).fresh());
    const [file = ''] = await readdir(dirA);
    expect(file).toMatch(/^[0-9a-f]{64}\.tar\.gz$/);

    // Plant a recognisably different dump under the same key in another cache dir: a
    // factory reading that dir must load it instead of migrating from scratch.
    const cached = new Blob([await readFile(path.join(dirA, file))], { type: 'application/x-gzip' });
    const marked = await PGlite.create({ loadDataDir: cached });
    await marked.exec('CREATE TABLE cache_marker (id int)');
    await mkdir(dirB);
    await writeFile(
      path.join(dirB, file),
      new Uint8Array(await (await marked.dumpDataDir('gzip')).arrayBuffer()),
    );
    await marked.close();

    const fromB = track(
      await createTestDatabaseFactory({ migrationsDir: fixtureMigrationsDir, cacheDir: dirB }).fresh(),
    );
    const { rows } = await fromB.pglite.query(`SELECT to_regclass('cache_marker') IS NOT NULL AS present`);
    expect(rows).toEqual([{ present: true }]);
  });
});

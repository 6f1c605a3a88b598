import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/open';
import { PrismaClient } from './fixture/generated/prisma/client';
import { FIXTURE_MIGRATIONS, fixtureMigrationsDir, tempDir } from './helpers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('openDatabase with PGlite', () => {
  it('migrates on open, serves PrismaClient, and keeps data across restarts', async () => {
    const tmp = await tempDir();
    cleanups.push(tmp.cleanup);
    const config = { kind: 'pglite', dataDir: path.join(tmp.dir, 'nested', 'data') } as const;

    const first = await openDatabase(config, { migrationsDir: fixtureMigrationsDir });
    expect(first.applied).toEqual(FIXTURE_MIGRATIONS);
    const prisma = new PrismaClient({ adapter: first.adapter });
    await prisma.product.create({ data: { sku: 'P-1', name: 'Pliers', priceCents: 999 } });
    await prisma.$disconnect();
    await first.close();
    await first.close(); // second close is a no-op

    const second = await openDatabase(config, { migrationsDir: fixtureMigrationsDir });
    cleanups.push(second.close);
    expect(second.applied).toEqual([]);
    const again = new PrismaClient({ adapter: second.adapter });
    cleanups.push(() => again.$disconnect());
    expect(await again.product.findUnique({ where: { sku: 'P-1' } })).toMatchObject({
      name: 'Pliers',
      stock: 0,
    });
  });

  it('a new data directory is owner-only once opened, the files its initdb wrote included', async () => {
    const tmp = await tempDir();
    cleanups.push(tmp.cleanup);
    const dataDir = path.join(tmp.dir, 'fresh');
    const db = await openDatabase({ kind: 'pglite', dataDir }, { migrationsDir: fixtureMigrationsDir });
    cleanups.push(db.close);
    const open = execFileSync('find', [dataDir, '-perm', '/o=rwx,g=rwx'], { encoding: 'utf8' });
    expect(open.split('\n').filter(Boolean)).toEqual([]);
  });

  it('leaves the schema alone when migrate is false', async () => {
    const db = await openDatabase(
      { kind: 'pglite', dataDir: 'memory://' },
      { migrationsDir: fixtureMigrationsDir, migrate: false },
    );
    cleanups.push(db.close);
    expect(db.applied).toEqual([]);
    const { rows } = await (db.pglite ?? expect.fail('no pglite')).query(
      `SELECT to_regclass('"Product"') AS t`,
    );
    expect(rows).toEqual([{ t: null }]);
  });
});

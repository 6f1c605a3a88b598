import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, isUnstorableText } from '../src/errors';
import { createTestDatabaseFactory, type TestDatabase, thrown } from '../src/testing';
import { PrismaClient } from './fixture/generated/prisma/client';
import { fixtureMigrationsDir } from './helpers';

describe('isUnstorableText on PGlite (the embedded database)', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  beforeAll(async () => {
    db = await createTestDatabaseFactory({ migrationsDir: fixtureMigrationsDir }).fresh();
    prisma = new PrismaClient({ adapter: db.adapter });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await db.close();
  });

  it('recognises U+0000 in a lookup, a write and a jsonb value, and nothing else', async () => {
    const lookup = await thrown(() => prisma.product.findFirst({ where: { sku: 'a\u0000b' } }));
    const write = await thrown(() =>
      prisma.product.create({ data: { sku: 'nul', name: 'a\u0000b', priceCents: 1 } }),
    );
    const json = await thrown(() => prisma.$queryRawUnsafe(`SELECT '{"a":"\\u0000"}'::jsonb`));
    expect([lookup, write, json].map(isUnstorableText)).toEqual([true, true, true]);

    await prisma.product.create({ data: { sku: 'dup', name: 'x', priceCents: 1 } });
    const duplicate = await thrown(() =>
      prisma.product.create({ data: { sku: 'dup', name: 'y', priceCents: 1 } }),
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    // Hand-written SQL fails with PostgreSQL's own code, on the driver or through Prisma's raw API.
    const insert = `INSERT INTO "Product" ("id", "sku", "name", "priceCents") VALUES ('raw', 'dup', 'z', 1)`;
    const onDriver = await thrown(() => db.sql.query(insert));
    const throughPrisma = await thrown(() => prisma.$executeRawUnsafe(insert));
    expect([onDriver, throughPrisma].map(isUniqueViolation)).toEqual([true, true]);
    expect(isUniqueViolation(await thrown(() => db.sql.query('SELECT 1/0')))).toBe(false);
    expect(isUnstorableText(duplicate)).toBe(false);
    expect(isUnstorableText(await thrown(() => prisma.$queryRawUnsafe('SELECT 1/0')))).toBe(false);
    expect([undefined, null, 'text', new Error('22021')].map(isUnstorableText)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

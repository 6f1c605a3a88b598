import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLoss, isUnstorableText } from '../src/errors';
import { createPostgresTestDatabase, type PostgresTestDatabase } from '../src/testing';
import { PrismaClient } from './fixture/generated/prisma/client';
import { fixtureMigrationsDir } from './helpers';

describe('isUnstorableText on PostgreSQL', () => {
  let db: PostgresTestDatabase;
  let prisma: PrismaClient;
  beforeAll(async () => {
    db = await createPostgresTestDatabase({ migrationsDir: fixtureMigrationsDir });
    prisma = new PrismaClient({ adapter: db.adapter });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  it('recognises U+0000 in a lookup and in a jsonb value (codes 22021 and 22P05)', async () => {
    const failures = await Promise.all([
      prisma.product.findFirst({ where: { sku: 'a\u0000b' } }).catch((error: unknown) => error),
      prisma.$queryRawUnsafe(`SELECT '{"a":"\\u0000"}'::jsonb`).catch((error: unknown) => error),
      prisma.$queryRawUnsafe('SELECT 1/0').catch((error: unknown) => error),
    ]);
    expect(failures.map(isUnstorableText)).toEqual([true, true, false]);
  });

  it('recognises a backend terminated under a query as a lost connection, and nothing else', async () => {
    const other = await createPostgresTestDatabase({ migrationsDir: fixtureMigrationsDir });
    const killer = new PrismaClient({ adapter: other.adapter });
    const sleeping = prisma.$queryRawUnsafe('SELECT pg_sleep(5)').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Every backend of the tested database, whichever pooled connection runs the sleep.
    await killer.$queryRawUnsafe(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db.databaseName}'`,
    );
    expect(isConnectionLoss(await sleeping)).toBe(true);
    expect(
      isConnectionLoss(await prisma.$queryRawUnsafe('SELECT 1/0').catch((error: unknown) => error)),
    ).toBe(false);
    await killer.$disconnect();
    await other.drop();
  });
});

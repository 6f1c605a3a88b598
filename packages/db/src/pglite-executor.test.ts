import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgliteExecutor } from './pglite-executor';
import type { SqlExecutor } from './sql-executor';

const DDL = `CREATE TABLE "items" (
  "id" uuid PRIMARY KEY, "code" text UNIQUE, "price" numeric(18,2), "tags" text[], "facts" jsonb,
  "count" int, "active" boolean, "at" timestamptz(3)
)`;
const ID = '0190f5a0-0000-7000-8000-000000000001';
const INSERT = `INSERT INTO "items" ("id", "code", "price", "tags", "facts", "count", "active", "at")
VALUES ($1::uuid, $2, $3::numeric, $4::text[], $5::jsonb, $6::int, $7::boolean, $8::timestamptz) RETURNING *`;
const VALUES = [
  ID,
  'A-1',
  '19.90',
  ['x', 'y "z"'],
  JSON.stringify({ n: 1, s: 'ü' }),
  3,
  true,
  '2026-11-26T10:00:00.123Z',
];

describe('the embedded executor (PGlite with prepared statements)', () => {
  let db: PGlite;
  let sql: SqlExecutor;
  beforeEach(async () => {
    db = new PGlite();
    await db.exec(DDL);
    sql = pgliteExecutor(db);
  });
  afterEach(async () => {
    await db.close();
  });

  it('returns the rows PGlite’s own query returns, value for value', async () => {
    const inserted = await sql.query(INSERT, VALUES);
    const viaQuery = (await db.query(`SELECT * FROM "items"`)).rows;
    expect(inserted).toEqual(viaQuery);
    const read = `SELECT "price"::text AS "price", "tags", "facts", "count", "active", "at", "code" IS NULL AS "none"
      FROM "items" WHERE "id" = $1::uuid`;
    expect(await sql.query(read, [ID])).toEqual((await db.query(read, [ID])).rows);
    expect(await sql.query(`SELECT $1::text AS "nothing"`, [null])).toEqual([{ nothing: null }]);
  });

  it('parses each statement text once, then only binds it', async () => {
    const text = `SELECT count(*)::int AS "n" FROM "items" WHERE "count" > $1`;
    for (let i = 0; i < 5; i++) expect(await sql.query(text, [i])).toEqual([{ n: 0 }]);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM pg_prepared_statements WHERE statement = $1`,
      [text],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('a failed statement throws the database error with its code and leaves the executor usable', async () => {
    await sql.query(INSERT, VALUES);
    await expect(sql.query(INSERT, VALUES)).rejects.toMatchObject({ code: '23505' });
    await expect(sql.query(`SELECT nope FROM "items"`)).rejects.toMatchObject({ code: '42703' });
    expect(await sql.query(`SELECT count(*)::int AS "n" FROM "items"`)).toEqual([{ n: 1 }]);
  });

  it('a transaction commits together or rolls back together, a statement prepared in it included', async () => {
    await expect(
      sql.transaction(async (tx) => {
        await tx.query(INSERT, VALUES);
        await tx.query(`UPDATE "items" SET "count" = $2 WHERE "id" = $1::uuid`, [ID, 9]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await sql.query(`SELECT count(*)::int AS "n" FROM "items"`)).toEqual([{ n: 0 }]);
    // Both texts were first prepared inside the rolled-back transaction: they still run.
    await sql.transaction(async (tx) => {
      await tx.query(INSERT, VALUES);
      await tx.query(`UPDATE "items" SET "count" = $2 WHERE "id" = $1::uuid`, [ID, 9]);
    });
    expect(await sql.query(`SELECT "count" FROM "items"`)).toEqual([{ count: 9 }]);
  });

  it('a statement outside a transaction waits for one in progress instead of running inside it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO "items" ("id", "code") VALUES ($1::uuid, 'in-tx')`, [ID]);
        started();
        await held;
        await tx.rollback();
      })
      .catch(() => undefined);
    await inside;
    const outside = sql.query(
      `INSERT INTO "items" ("id", "code") VALUES ($1::uuid, 'outside') RETURNING "code"`,
      ['0190f5a0-0000-7000-8000-000000000002'],
    );
    release();
    await rolledBack;
    expect(await outside).toEqual([{ code: 'outside' }]);
    expect(await sql.query(`SELECT "code" FROM "items"`)).toEqual([{ code: 'outside' }]);
  });
});

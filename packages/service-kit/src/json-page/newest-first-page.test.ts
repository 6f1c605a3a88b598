import { type Database, MEMORY_DATA_DIR, openDatabase } from '@shopforge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '../clock';
import { createCursorCodec } from '../pagination/cursor';
import { newestFirstPage } from '../pagination/cursor-page';
import { jsonBoolean, jsonRecord, jsonString } from './json-sql';
import { newestFirstJsonPage } from './newest-first-page';
import { rawSql, sql } from './sql';

const SHOP = '0190f5a0-0000-7000-8000-0000000000a1';
const OTHER_SHOP = '0190f5a0-0000-7000-8000-0000000000b1';
const id = (n: number) => `0190f5a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

const thingSchema = z.object({ id: z.string(), name: z.string(), hidden: z.boolean() });
const THING_JSON = jsonRecord(thingSchema, {
  id: jsonString(rawSql('t.id')),
  name: jsonString(rawSql('t.name')),
  hidden: jsonBoolean(rawSql('t.hidden')),
});

describe('newest-first pages serialised by the database', () => {
  let db: Database;
  const cursors = createCursorCodec({
    secret: 'newest-first-json-test-secret-0123456789',
    clock: new ManualClock(Date.UTC(2026, 0, 1)),
  });
  // Thing 6 is hidden and thing 7 is another shop's: neither is ever listed.
  const listed = [5, 4, 3, 2, 1].map((n) => ({ id: id(n), name: `thing ${n}`, hidden: false }));

  beforeAll(async () => {
    db = await openDatabase(
      { kind: 'pglite', dataDir: MEMORY_DATA_DIR },
      { migrationsDir: '', migrate: false },
    );
    await db.sql.query(
      'CREATE TABLE things (id uuid PRIMARY KEY, shop_id uuid NOT NULL, name text, hidden boolean)',
    );
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await db.sql.query('INSERT INTO things VALUES ($1::uuid, $2::uuid, $3, $4)', [
        id(n),
        n === 7 ? OTHER_SHOP : SHOP,
        `thing ${n}`,
        n === 6,
      ]);
    }
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  const page = (input: { cursor?: string; limit: number }, binding = 'things') =>
    newestFirstJsonPage(db.sql, cursors, input, binding, {
      record: THING_JSON,
      from: sql`things t`,
      shopScope: sql`t.shop_id = ${SHOP}::uuid`,
      where: sql`NOT t.hidden`,
      id: sql`t.id`,
    });

  it('walks the list newest first, the last page ending with a null cursor', async () => {
    const first = await page({ limit: 2 });
    expect(JSON.parse(`[${first.items}]`)).toEqual(listed.slice(0, 2));
    expect(first.pagination.has_more).toBe(true);
    const second = await page({ limit: 2, cursor: first.pagination.next_cursor ?? '' });
    expect(JSON.parse(`[${second.items}]`)).toEqual(listed.slice(2, 4));
    const last = await page({ limit: 2, cursor: second.pagination.next_cursor ?? '' });
    expect(JSON.parse(`[${last.items}]`)).toEqual(listed.slice(4));
    expect(last.pagination).toEqual({ next_cursor: null, has_more: false });
  });

  it('hands out the cursors newestFirstPage does for the same rows, so either reads the other’s', async () => {
    const rows = await newestFirstPage(cursors, { limit: 2 }, 'things', async (_below, take) =>
      listed.slice(0, take),
    );
    const json = await page({ limit: 2 });
    expect(json.pagination).toEqual(rows.pagination);
  });

  it('refuses a cursor of another list', async () => {
    const first = await page({ limit: 2 });
    await expect(page({ limit: 2, cursor: first.pagination.next_cursor ?? '' }, 'others')).rejects.toThrow(
      'The request has invalid fields.',
    );
  });

  it('lists every row of the shop when the list has no condition of its own', async () => {
    const all = await newestFirstJsonPage(db.sql, cursors, { limit: 10 }, 'things', {
      record: THING_JSON,
      from: sql`things t`,
      shopScope: sql`t.shop_id = ${SHOP}::uuid`,
      id: sql`t.id`,
    });
    expect(JSON.parse(`[${all.items}]`).map((thing: { id: string }) => thing.id)).toEqual(
      [6, 5, 4, 3, 2, 1].map(id),
    );
  });
});

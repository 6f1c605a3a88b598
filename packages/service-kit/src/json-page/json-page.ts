import type { CursorPagination } from '@shopforge/contracts';
import type { z } from 'zod';
import { jsonTextAs } from './json-text';
import { jsonTextOutput } from './json-text-output';
import type { JsonRecord } from './json-sql';
import type { SqlExecutor } from '@shopforge/db/sql';
import { joinSql, queryRows, rawSql, type Sql, sql } from './sql';

const KEY_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** One page of a list, serialised by the database. */
export interface JsonPageQuery {
  /** The JSON of one row (`jsonRecord`). */
  record: JsonRecord;
  /** The FROM clause: one table and its alias, e.g. sql`products p`. */
  from: Sql;
  /** The tenant: every list is scoped to the caller's shop, so this is separate and required. */
  shopScope: Sql;
  /** Filters and the keyset condition (sql`true` when there are none). */
  where: Sql;
  /** The list's full order, ending with the id. */
  orderBy: Sql;
  /** The columns a cursor is made of, by the name the cursor code reads, e.g. { id: sql`p.id` }. */
  keys: Record<string, Sql>;
  /** Rows to show; one more is fetched to tell whether there are more. */
  limit: number;
  /** Rows to skip (page-numbered lists). */
  offset?: number;
}

export interface JsonPageRows<K> {
  /** The rows' JSON, comma-separated, without brackets. */
  items: string;
  /** Rows fetched, at most `limit + 1`. */
  fetched: number;
  /** The cursor columns of the last row shown (row `limit`), or null if the page is not full. */
  last: K | null;
}

/**
 * Runs one statement that fetches `limit + 1` rows and returns their JSON as one text value,
 * so the driver decodes a single column instead of every column of every row.
 */
export async function fetchJsonPage<K extends object>(
  db: SqlExecutor,
  query: JsonPageQuery,
): Promise<JsonPageRows<K>> {
  const names = Object.keys(query.keys);
  for (const name of names) if (!KEY_NAME.test(name)) throw new Error(`Not a plain key name: ${name}`);
  const keyColumns = joinSql(
    names.map((name) => sql`${query.keys[name]!} AS ${rawSql(`"${name}"`)}`),
    ', ',
  );
  const lastColumns = joinSql(
    names.map((name) => rawSql(`last."${name}"`)),
    ', ',
  );
  const rows = await queryRows<{ items: string | null; fetched: number } & Partial<K>>(
    db,
    sql`WITH page AS (
      SELECT row_to_json(_record)::text AS j, row_number() OVER (ORDER BY ${query.orderBy}) AS n, ${keyColumns}
      FROM ${query.from} CROSS JOIN LATERAL (SELECT ${query.record.columns}) _record
      WHERE (${query.shopScope}) AND (${query.where})
      ORDER BY ${query.orderBy}
      LIMIT ${query.limit + 1}::int OFFSET ${query.offset ?? 0}::int
    )
    SELECT (SELECT string_agg(j, ',' ORDER BY n) FROM page WHERE n <= ${query.limit}::int) AS items,
      (SELECT count(*)::int FROM page) AS fetched, ${lastColumns}
    FROM (SELECT 1) one LEFT JOIN page last ON last.n = ${query.limit}::int`,
  );
  const row = rows[0];
  const fetched = Number(row?.fetched ?? 0);
  const { items, fetched: _count, ...last } = row ?? { items: null, fetched: 0 };
  // The key columns of the last row shown; absent when the page is not full.
  return { items: items ?? '', fetched, last: fetched >= query.limit ? (last as K) : null };
}

/** `{ next_cursor, has_more }` of a cursor page, as `pageOf` makes it from rows. */
export function jsonPageCursor<K>(
  page: JsonPageRows<K>,
  limit: number,
  makeCursor: (last: K) => string,
): CursorPagination {
  const hasMore = page.fetched > limit;
  return { next_cursor: hasMore && page.last !== null ? makeCursor(page.last) : null, has_more: hasMore };
}

/**
 * `{"data":[…],"pagination":{…}}` as the list schema's value for in-process readers and as
 * text for the wire (`JsonText`). `pagination` must already be in its schema's key order.
 */
export function jsonListPage<T extends { data: unknown; pagination: unknown }>(
  items: string,
  pagination: T['pagination'],
): T {
  return jsonTextAs<T>(`{"data":[${items}],"pagination":${JSON.stringify(pagination)}}`, [
    'data',
    'pagination',
  ]);
}

/** The output check of a procedure answering `fetchJsonPage`'s page (see `jsonTextOutput`). */
export function jsonPageOutput<S extends z.ZodType>(schema: S) {
  return jsonTextOutput(schema, 'a page');
}

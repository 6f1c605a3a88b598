import type { SqlExecutor } from '@shopforge/db/sql';
import type { JsonRecord } from './json-sql';
import { queryRows, type Sql, sql } from './sql';

export interface NumberedJsonPageQuery {
  record: JsonRecord;
  /** One table and its alias. */
  from: Sql;
  shopScope: Sql;
  where: Sql;
  /** The full order, ending with the id. */
  orderBy: Sql;
  page: number;
  limit: number;
}

/**
 * One page of a page-numbered list (`page`/`limit`, `pagePagination`) and the count of all its
 * rows, in one statement: the rows' JSON comma-separated (no brackets) and `total`.
 */
export async function fetchNumberedJsonPage(
  db: SqlExecutor,
  query: NumberedJsonPageQuery,
): Promise<{ items: string; total: number }> {
  const condition = sql`(${query.shopScope}) AND (${query.where})`;
  const rows = await queryRows<{ items: string | null; total: number }>(
    db,
    sql`WITH page AS (
      SELECT row_to_json(_record)::text AS j, row_number() OVER (ORDER BY ${query.orderBy}) AS n
      FROM ${query.from} CROSS JOIN LATERAL (SELECT ${query.record.columns}) _record
      WHERE ${condition}
      ORDER BY ${query.orderBy}
      LIMIT ${query.limit}::int OFFSET ${(query.page - 1) * query.limit}::int
    )
    SELECT (SELECT string_agg(j, ',' ORDER BY n) FROM page) AS items,
      (SELECT count(*)::int FROM ${query.from} WHERE ${condition}) AS total`,
  );
  return { items: rows[0]?.items ?? '', total: Number(rows[0]?.total ?? 0) };
}

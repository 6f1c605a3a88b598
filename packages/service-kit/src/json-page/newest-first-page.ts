import type { CursorPagination } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import type { CursorCodec } from '../pagination/cursor';
import { type IdPageInput, idCursor } from '../pagination/cursor-page';
import { fetchJsonPage, jsonPageCursor } from './json-page';
import type { JsonRecord } from './json-sql';
import { type Sql, sql } from './sql';

export interface NewestFirstJsonPageQuery {
  record: JsonRecord;
  /** The FROM clause: one table and its alias, e.g. sql`products p`. */
  from: Sql;
  shopScope: Sql;
  /** What every row of the list meets (not deleted, of one status); every row when left out. */
  where?: Sql;
  /** The table's UUIDv7 id column, e.g. sql`p.id`: the list's order and its keyset. */
  id: Sql;
}

/**
 * `newestFirstPage` for a page the database serialises (`fetchJsonPage`): the same cursors,
 * bound to the same `binding`, so a list can move between the two without breaking a cursor.
 */
export async function newestFirstJsonPage(
  db: SqlExecutor,
  cursors: CursorCodec,
  input: IdPageInput,
  binding: string,
  query: NewestFirstJsonPageQuery,
): Promise<{ items: string; pagination: CursorPagination }> {
  const cursor = idCursor(cursors, input.cursor, binding);
  const below = cursor.afterId === null ? sql`true` : sql`${query.id} < ${cursor.afterId}::uuid`;
  const page = await fetchJsonPage<{ id: string }>(db, {
    record: query.record,
    from: query.from,
    shopScope: query.shopScope,
    where: sql`(${query.where ?? sql`true`}) AND (${below})`,
    orderBy: sql`${query.id} DESC`,
    keys: { id: sql`${query.id}::text` },
    limit: input.limit,
  });
  return { items: page.items, pagination: jsonPageCursor(page, input.limit, cursor.after) };
}

import { type CursorPagination, canonicalListBinding, type ParsedListQuery } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import type { CursorCodec } from '../pagination/cursor';
import { fetchJsonPage, jsonPageCursor } from './json-page';
import type { JsonRecord } from './json-sql';
import { type ListTable, listAfter, listKeys, listOrderBy, listPosition, listWhere } from './list-sql';
import { type Sql, sql } from './sql';

export interface SortedJsonPageOptions<K extends string> {
  /** The list's name in its cursors' binding (`canonicalListBinding`). */
  listName: string;
  record: JsonRecord;
  /** The FROM clause, the list's table under `table.alias` (and anything joined to it). */
  from: Sql;
  shopScope: Sql;
  /** A condition every row of this list meets (e.g. orders are PRODUCT invoices). */
  scope?: Sql;
  table: ListTable<K>;
  query: ParsedListQuery<K, K>;
  cursor: string | undefined;
  limit: number;
}

/**
 * One cursor page of a filtered, sorted list (docs/lists.md), serialised by the database: the
 * filters, full order and keyset in SQL (`list-sql.ts`), the cursor bound to the list's name,
 * filters and sorts as the Prisma lists bound theirs, so a cursor of either is valid in the other.
 */
export async function sortedJsonPage<K extends string>(
  db: SqlExecutor,
  cursors: CursorCodec,
  options: SortedJsonPageOptions<K>,
): Promise<{ items: string; pagination: CursorPagination }> {
  const { query, table } = options;
  const binding = canonicalListBinding(options.listName, query);
  const after = options.cursor ? cursors.decode(options.cursor, binding) : null;
  const page = await fetchJsonPage<Record<string, unknown>>(db, {
    record: options.record,
    from: options.from,
    shopScope: options.shopScope,
    where: sql`(${options.scope ?? sql`true`}) AND (${listWhere(query.filters, table)}) AND (${
      after ? listAfter(after, query.sorts, table) : sql`true`
    })`,
    orderBy: listOrderBy(query.sorts, table),
    keys: listKeys(query.sorts, table),
    limit: options.limit,
  });
  const pagination = jsonPageCursor(page, options.limit, (last) =>
    cursors.encode(listPosition(last, query.sorts, table), binding),
  );
  return { items: page.items, pagination };
}

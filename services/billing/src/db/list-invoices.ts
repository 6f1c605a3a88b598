import type { ParsedListQuery } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { type CursorCodec, type JsonRecord, type Sql, sortedJsonPage, sql } from '@shopforge/service-kit';
import { INVOICE_TABLE } from './list-invoices-json';

type Field = keyof typeof INVOICE_TABLE.columns;

/**
 * One cursor page of the shop's invoices (or orders: `scope`) under `filters` and `sorts`
 * (docs/lists.md), its records serialised by the database in one statement
 * (db/list-invoices-json.ts): keyset paging in the list's full order, the cursor bound to the
 * list's name, filters and sorts.
 */
export function listInvoicePage(
  db: { sql: SqlExecutor; cursors: CursorCodec },
  options: {
    listName: string;
    record: JsonRecord;
    /** `invoices i`, with whatever the record reads joined to it. */
    from: Sql;
    shopId: string;
    scope: Sql;
    query: ParsedListQuery<Field, Field>;
    cursor: string | undefined;
    limit: number;
  },
) {
  return sortedJsonPage(db.sql, db.cursors, {
    listName: options.listName,
    record: options.record,
    from: options.from,
    shopScope: sql`i.shop_id = ${options.shopId}::uuid`,
    scope: options.scope,
    table: INVOICE_TABLE,
    query: options.query,
    cursor: options.cursor,
    limit: options.limit,
  });
}

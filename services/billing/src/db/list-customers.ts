import type { ParsedListQuery } from '@shopforge/contracts';
import { type CursorCodec, sortedJsonPage, sql } from '@shopforge/service-kit';
import type { SqlExecutor } from '@shopforge/db/sql';
import { CUSTOMER_JSON, CUSTOMER_TABLE } from './list-customers-json';

type Field = keyof typeof CUSTOMER_TABLE.columns;

/**
 * One cursor page of the shop's customers under `filters` and `sorts` (docs/lists.md), its
 * records serialised by the database in one statement (db/list-customers-json.ts).
 */
export function listCustomerPage(
  db: { sql: SqlExecutor; cursors: CursorCodec },
  options: {
    shopId: string;
    query: ParsedListQuery<Field, Field>;
    cursor: string | undefined;
    limit: number;
  },
) {
  return sortedJsonPage(db.sql, db.cursors, {
    listName: 'customers',
    record: CUSTOMER_JSON,
    from: sql`customers c`,
    shopScope: sql`c.shop_id = ${options.shopId}::uuid`,
    table: CUSTOMER_TABLE,
    query: options.query,
    cursor: options.cursor,
    limit: options.limit,
  });
}

import type { SqlExecutor } from '@shopforge/db/sql';
import { type CursorCodec, newestFirstJsonPage, sql } from '@shopforge/service-kit';
import { PRODUCT_JSON, PRODUCT_WITH_VARIANTS_JSON } from './product-list-json';

/** The product list has no filters or sorts yet, so its cursors bind to the list name alone. */
const LIST_BINDING = 'products';

/**
 * One newest-first page of the shop's live products, serialised by the database in one
 * statement (db/product-list-json.ts): the driver decodes one text value instead of 50 rows
 * of 55 columns, and the page reaches the gateway as that text.
 */
export function listProductPage(
  db: { sql: SqlExecutor; cursors: CursorCodec },
  options: { shopId: string; includeVariants: boolean; cursor: string | undefined; limit: number },
) {
  return newestFirstJsonPage(db.sql, db.cursors, options, LIST_BINDING, {
    record: options.includeVariants ? PRODUCT_WITH_VARIANTS_JSON : PRODUCT_JSON,
    from: sql`products p`,
    shopScope: sql`p.shop_id = ${options.shopId}::uuid`,
    where: sql`p.deleted_at IS NULL`,
    id: sql`p.id`,
  });
}

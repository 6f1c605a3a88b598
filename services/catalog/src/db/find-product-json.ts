import { productSchema } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { byIdOrUniqid, fetchJsonRecord, sql } from '@shopforge/service-kit';
import { productNotFound } from './find-product';
import { PRODUCT_JSON } from './product-list-json';

/**
 * A live product of the shop by `id` or `uniqid`, serialised by the database as a page of
 * products is (db/product-list-json.ts); another shop's or a deleted one is not found.
 */
export async function findProductJson(db: SqlExecutor, shopId: string, ref: string) {
  const key = byIdOrUniqid(ref);
  const found = await fetchJsonRecord(db, productSchema, {
    record: PRODUCT_JSON,
    from: sql`products p`,
    shopScope: sql`p.shop_id = ${shopId}::uuid`,
    where:
      'id' in key
        ? sql`p.deleted_at IS NULL AND p.id = ${key.id}::uuid`
        : sql`p.deleted_at IS NULL AND p.uniqid = ${key.uniqid}`,
  });
  if (!found) throw productNotFound();
  return found;
}

import { categorySchema } from '@shopforge/contracts';
import {
  jsonBoolean,
  jsonInteger,
  jsonRecord,
  jsonString,
  jsonUnixSeconds,
  rawSql,
} from '@shopforge/service-kit';

/**
 * The category record (the router's `toRecord`, then the contract schema) written by the
 * database, over the `categories` table aliased `k`: the products count is a subquery of the
 * same statement, where the mapping ran one count per category.
 */
const k = (column: string) => rawSql(`k.${column}`);

export const CATEGORY_JSON = jsonRecord(categorySchema, {
  id: jsonString(k('id')),
  uniqid: jsonString(k('uniqid')),
  shop_id: jsonString(k('shop_id')),
  title: jsonString(k('title')),
  sort_priority: jsonInteger(k('sort_priority')),
  unlisted: jsonBoolean(k('unlisted')),
  products_count: jsonInteger(
    rawSql(`(SELECT count(*)::int FROM products kp
      WHERE kp.shop_id = k.shop_id AND kp.category_id = k.id AND kp.deleted_at IS NULL)`),
  ),
  created_at: jsonUnixSeconds(k('created_at')),
  updated_at: jsonUnixSeconds(k('updated_at')),
});

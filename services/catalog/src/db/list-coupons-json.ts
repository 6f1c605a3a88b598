import { couponSchema } from '@shopforge/contracts';
import {
  jsonBoolean,
  jsonDecimal,
  jsonInteger,
  jsonRecord,
  jsonString,
  jsonStringArray,
  jsonUnixSeconds,
  rawSql,
} from '@shopforge/service-kit';

/**
 * The coupon record (`toCouponRecord`, then the contract schema) written by the database, over
 * the `coupons` table aliased `o`. Amounts are numeric(18,2), -1 meaning "no limit".
 */
const o = (column: string) => rawSql(`o.${column}`);
// The column has no default: Prisma reads a NULL list as [].
const productsBound = rawSql(`coalesce(o.products_bound, '{}')`);

export const COUPON_JSON = jsonRecord(couponSchema, {
  id: jsonString(o('id')),
  uniqid: jsonString(o('uniqid')),
  shop_id: jsonString(o('shop_id')),
  type: jsonString(o('type')),
  code: jsonString(o('code')),
  discount: jsonDecimal(o('discount')),
  used: jsonInteger(o('used')),
  max_uses: jsonInteger(o('max_uses')),
  min_order_amount: jsonDecimal(o('min_order_amount')),
  max_discount: jsonDecimal(o('max_discount')),
  valid_from: jsonUnixSeconds(o('valid_from')),
  valid_until: jsonUnixSeconds(o('valid_until')),
  created_at: jsonUnixSeconds(o('created_at')),
  updated_at: jsonUnixSeconds(o('updated_at')),
  products_count: jsonInteger(rawSql(`cardinality(coalesce(o.products_bound, '{}'))`)),
  is_active: jsonBoolean(o('is_active')),
  products_bound: jsonStringArray(productsBound),
});

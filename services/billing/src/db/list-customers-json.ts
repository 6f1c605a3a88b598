import { customerSchema } from '@shopforge/contracts';
import {
  jsonDecimal,
  jsonInteger,
  jsonRecord,
  jsonString,
  jsonStringArray,
  jsonUnixSeconds,
  type ListTable,
  rawSql,
} from '@shopforge/service-kit';

/**
 * The customer record (`toCustomer`, then the contract schema) written by the database: one
 * expression per field of `customerSchema`, over the `customers` table aliased `c`. Amounts are
 * numeric(18,2) and the percent numeric(5,2): trimmed, they print as `cents / 100` does.
 */
const c = (column: string) => rawSql(`c.${column}`);

export const CUSTOMER_JSON = jsonRecord(customerSchema, {
  id: jsonString(c('id')),
  shop_id: jsonString(c('shop_id')),
  email: jsonString(c('email')),
  name: jsonString(c('name')),
  surname: jsonString(c('surname')),
  phone: jsonString(c('phone')),
  phone_country_code: jsonString(c('phone_country_code')),
  country_code: jsonString(c('country_code')),
  street_address: jsonString(c('street_address')),
  additional_address_info: jsonString(c('additional_address_info')),
  city: jsonString(c('city')),
  postal_code: jsonString(c('postal_code')),
  state: jsonString(c('state')),
  affiliate_revenue: jsonDecimal(c('affiliate_revenue')),
  affiliate_revenue_currency: jsonString(c('currency')),
  affiliate_revenue_percent: jsonDecimal(c('affiliate_revenue_percent')),
  customer_balance: jsonDecimal(c('balance')),
  customer_balance_currency: jsonString(c('currency')),
  total_spent: jsonDecimal(c('total_spent')),
  order_count: jsonInteger(c('order_count')),
  // The column has no default: Prisma reads a NULL list as [].
  tags: jsonStringArray(rawSql(`coalesce(c.tags, '{}')`)),
  created_at: jsonUnixSeconds(c('created_at')),
  updated_at: jsonUnixSeconds(c('updated_at')),
});

/** API list fields → customer columns (docs/lists.md). */
export const CUSTOMER_TABLE = {
  alias: 'c',
  columns: {
    email: { column: 'email', type: 'text' },
    country_code: { column: 'country_code', type: 'text' },
    total_spent: { column: 'total_spent', type: 'numeric' },
    order_count: { column: 'order_count', type: 'integer' },
    customer_balance: { column: 'balance', type: 'numeric' },
    created_at: { column: 'created_at', type: 'unix_seconds' },
    updated_at: { column: 'updated_at', type: 'unix_seconds' },
  },
} as const satisfies ListTable<string>;

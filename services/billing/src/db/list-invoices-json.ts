import { INVOICE_STATUSES, invoiceSchema, orderItemSchema, orderSchema } from '@shopforge/contracts';
import {
  jsonbEntriesAsJs,
  jsonbObjectAsJs,
  jsonBoolean,
  jsonConstant,
  jsonDecimal,
  jsonInteger,
  jsonLookup,
  jsonRecord,
  jsonRowsArray,
  jsonString,
  jsonUnixSeconds,
  type JsonRecord,
  type ListTable,
  rawSql,
  sql,
} from '@shopforge/service-kit';
import { paymentStatusOf } from '../domain/payment-status';

/**
 * The order and invoice records (`toOrderRecord`, `toInvoiceRecord`, then the contract
 * schemas) written by the database, over the `invoices` table aliased `i`. Amounts are
 * numeric(18,2): trimmed, they print as `cents / 100` does. The derived fields follow the
 * mappings' rules, each noted where it is written.
 */
const i = (column: string) => rawSql(`i.${column}`);

/** The hosted checkout address (`checkoutUrl`). */
const checkoutUrl = (publicBaseUrl: string) =>
  jsonString(sql`${`${publicBaseUrl}/checkout/`}::text || i.uniqid::text`);

const PAYMENT_STATUS = jsonLookup(
  i('status'),
  Object.fromEntries(INVOICE_STATUSES.map((status) => [status, paymentStatusOf(status)])),
);

const orderItems = jsonRowsArray({
  record: jsonRecord(orderItemSchema, {
    product_id: jsonString(rawSql('l.product_id')),
    product_title: jsonString(rawSql('l.product_title')),
    product_type: jsonString(rawSql('l.product_type')),
    variant_title: jsonString(rawSql('l.variant_title')),
    quantity: jsonInteger(rawSql('l.quantity')),
    unit_price: jsonDecimal(rawSql('l.unit_price')),
    total: jsonDecimal(rawSql('l.total')),
  }),
  from: rawSql('invoice_lines l'),
  where: rawSql('l.invoice_id = i.id'),
  orderBy: rawSql('l.position'),
});

export function orderJson(publicBaseUrl: string): JsonRecord {
  return jsonRecord(orderSchema, {
    id: jsonString(i('id')),
    uniqid: jsonString(i('uniqid')),
    shop_id: jsonString(i('shop_id')),
    customer_id: jsonConstant(null),
    customer_email: jsonString(i('customer_email')),
    affiliate_link_id: jsonConstant(null),
    affiliate_customer_id: jsonString(i('affiliate_customer_id')),
    affiliate_code: jsonString(i('affiliate_code')),
    affiliate_discount_amount: jsonConstant(0),
    currency: jsonString(i('currency')),
    status: jsonString(i('status')),
    payment_status: PAYMENT_STATUS,
    gateway: jsonString(i('gateway')),
    flow_type: jsonString(sql`CASE WHEN i.flow_type = 'MANUAL' THEN 'MANUAL' ELSE 'HOSTED_CHECKOUT' END`),
    provider_reference: jsonString(i('provider_reference')),
    // Only a non-empty reference has a type (the mapping tests its truthiness).
    provider_reference_type: jsonString(
      sql`CASE WHEN i.provider_reference <> '' THEN 'checkout_session' END`,
    ),
    subtotal: jsonDecimal(i('subtotal')),
    discount: jsonDecimal(i('discount')),
    total: jsonDecimal(i('total')),
    custom_fields: jsonbObjectAsJs(i('custom_fields'), 'null'),
    checkout_url: checkoutUrl(publicBaseUrl),
    created_at: jsonUnixSeconds(i('created_at')),
    updated_at: jsonUnixSeconds(i('updated_at')),
    items: orderItems,
  });
}

export const ORDER_FROM = sql`invoices i`;

/** The invoice's first line (by position), joined as `f`: the invoice record's product fields. */
export const INVOICE_FROM = sql`invoices i LEFT JOIN LATERAL (
  SELECT fl.product_id, fl.product_title, fl.product_type FROM invoice_lines fl
  WHERE fl.invoice_id = i.id ORDER BY fl.position LIMIT 1) f ON true`;

const variantTitles = jsonRowsArray({
  record: jsonRecord(invoiceSchema.shape.product_variants.element, {
    title: jsonString(rawSql('lv.variant_title')),
  }),
  from: rawSql('invoice_lines lv'),
  // The mapping keeps lines whose variant title is truthy: not null, not empty.
  where: rawSql(`lv.invoice_id = i.id AND lv.variant_title <> ''`),
  orderBy: rawSql('lv.position'),
});

const nothing = jsonConstant(null);
const zero = jsonConstant(0);
const no = jsonConstant(false);

export function invoiceJson(publicBaseUrl: string): JsonRecord {
  return jsonRecord(invoiceSchema, {
    id: jsonString(i('id')),
    uniqid: jsonString(i('uniqid')),
    type: jsonString(sql`CASE WHEN i.kind = 'PAYMENT' THEN 'PAYMENT' ELSE 'PRODUCT' END`),
    subtype: nothing,
    origin: jsonString(i('origin')),
    shop_id: jsonString(i('shop_id')),
    customer_id: nothing,
    currency: jsonString(i('currency')),
    product_id: jsonString(rawSql('f.product_id')),
    // A line's title is never null, so the developer title shows only when there is no line.
    product_title: jsonString(rawSql('coalesce(f.product_title, i.developer_title)')),
    product_type: jsonString(rawSql('f.product_type')),
    gateway: jsonString(i('gateway')),
    blockchain: jsonString(i('crypto_gateway')),
    apm_method: nothing,
    crypto_address: jsonString(i('crypto_address')),
    crypto_uri: jsonString(i('crypto_uri')),
    crypto_payout_type: nothing,
    coupon_id: jsonString(i('coupon_id')),
    customer_email: jsonString(i('customer_email')),
    country: jsonString(i('country')),
    ip: nothing,
    user_agent: nothing,
    developer_title: jsonString(i('developer_title')),
    developer_webhook: jsonString(i('developer_webhook')),
    developer_return_url: jsonString(sql`CASE WHEN i.kind = 'PAYMENT' THEN i.return_url END`),
    status_details: jsonString(i('status_details')),
    void_details: jsonString(i('void_details')),
    name: nothing,
    surname: nothing,
    address_line_1: nothing,
    address_city: nothing,
    address_country: nothing,
    address_postal_code: nothing,
    address_state: nothing,
    subscription_id: jsonString(i('subscription_id')),
    checkout_url: checkoutUrl(publicBaseUrl),
    // The lines' quantities, or 1 when they add up to nothing (`|| 1`).
    quantity: jsonInteger(
      sql`(SELECT coalesce(nullif(sum(lq.quantity), 0), 1) FROM invoice_lines lq WHERE lq.invoice_id = i.id)`,
    ),
    crypto_amount: jsonDecimal(sql`coalesce(i.crypto_units / power(10::numeric, i.crypto_decimals), 0)`),
    // Native crypto counts coins; the test provider's simulated crypto counts the invoice currency.
    crypto_received: jsonDecimal(
      sql`CASE WHEN i.crypto_address IS NOT NULL THEN i.crypto_received_units / power(10::numeric, i.crypto_decimals) ELSE i.amount_received END`,
    ),
    crypto_confirmations_needed: jsonInteger(sql`coalesce(i.crypto_confirmations_needed, 0)`),
    total: jsonDecimal(i('total')),
    total_display: jsonDecimal(i('total')),
    subtotal: jsonDecimal(i('subtotal')),
    tax: zero,
    tax_percentage: zero,
    exchange_rate: jsonConstant(1),
    crypto_exchange_rate: jsonDecimal(sql`coalesce(i.crypto_rate, 0)`),
    discount: jsonDecimal(i('discount')),
    discount_display: jsonDecimal(i('discount')),
    volume_discount: jsonDecimal(i('volume_discount')),
    fee_percentage: zero,
    created_at: jsonUnixSeconds(i('created_at')),
    updated_at: jsonUnixSeconds(i('updated_at')),
    crypto_payout: jsonBoolean(sql`i.crypto_address IS NOT NULL`),
    scheduled_payout: no,
    is_vpn_or_proxy: no,
    is_developer_invoice: jsonBoolean(sql`i.kind = 'PAYMENT'`),
    fee_billed: no,
    to_process: no,
    product_variants: variantTitles,
    custom_fields: jsonbEntriesAsJs(i('custom_fields'), { key: 'name', value: 'value' }),
    status: jsonString(i('status')),
    location: nothing,
  });
}

/** API list fields → invoice columns, for orders and invoices alike (docs/lists.md). */
export const INVOICE_TABLE = {
  alias: 'i',
  columns: {
    status: { column: 'status', type: 'text' },
    type: { column: 'kind', type: 'text' },
    customer_email: { column: 'customer_email', type: 'text' },
    gateway: { column: 'gateway', type: 'text' },
    affiliate_code: { column: 'affiliate_code', type: 'text' },
    currency: { column: 'currency', type: 'text' },
    total: { column: 'total', type: 'numeric' },
    created_at: { column: 'created_at', type: 'unix_seconds' },
    updated_at: { column: 'updated_at', type: 'unix_seconds' },
  },
} as const satisfies ListTable<string>;

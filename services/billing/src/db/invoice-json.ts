import type { StoredInvoice, StoredLine } from '../domain/rows';
import { type FieldTable, jsonObjectOf, recordOf, reviveTimes, timeFieldsOf } from './field-json';

/**
 * An invoice with its lines read in one statement (docs/adr/0007-hot-paths-leave-the-orm.md):
 * the row and its lines come back as one JSON document, so every driver (pg, PGlite, Prisma's
 * raw queries inside its transactions) returns the same thing: money as text, timestamps as
 * ISO strings turned back into Dates here. Prisma's `include: { lines }` took two statements
 * and its result mapping was the largest single cost of the paying path.
 */

/** The invoice's fields, their columns, and how each travels in JSON. */
export const INVOICE_FIELDS: FieldTable<StoredInvoice> = [
  ['id', 'id', 'plain'],
  ['uniqid', 'uniqid', 'plain'],
  ['shopId', 'shop_id', 'plain'],
  ['kind', 'kind', 'plain'],
  ['origin', 'origin', 'plain'],
  ['status', 'status', 'plain'],
  ['statusBeforeDispute', 'status_before_dispute', 'plain'],
  ['flowType', 'flow_type', 'plain'],
  ['gateway', 'gateway', 'plain'],
  ['cryptoGateway', 'crypto_gateway', 'plain'],
  ['currency', 'currency', 'plain'],
  ['subtotal', 'subtotal', 'money'],
  ['volumeDiscount', 'volume_discount', 'money'],
  ['discount', 'discount', 'money'],
  ['total', 'total', 'money'],
  ['refundedAmount', 'refunded_amount', 'money'],
  ['amountReceived', 'amount_received', 'money'],
  ['cryptoAddress', 'crypto_address', 'plain'],
  ['cryptoUri', 'crypto_uri', 'plain'],
  ['cryptoUnits', 'crypto_units', 'money'],
  ['cryptoDecimals', 'crypto_decimals', 'int'],
  ['cryptoRate', 'crypto_rate', 'money'],
  ['cryptoReceivedUnits', 'crypto_received_units', 'money'],
  ['cryptoConfirmations', 'crypto_confirmations', 'int'],
  ['cryptoConfirmationsNeeded', 'crypto_confirmations_needed', 'int'],
  ['customerEmail', 'customer_email', 'plain'],
  ['country', 'country', 'plain'],
  ['couponId', 'coupon_id', 'plain'],
  ['couponCode', 'coupon_code', 'plain'],
  ['affiliateCode', 'affiliate_code', 'plain'],
  ['affiliateCustomerId', 'affiliate_customer_id', 'plain'],
  ['affiliatePercent', 'affiliate_percent', 'money'],
  ['customFields', 'custom_fields', 'plain'],
  ['developerTitle', 'developer_title', 'plain'],
  ['developerWebhook', 'developer_webhook', 'plain'],
  ['returnUrl', 'return_url', 'plain'],
  ['statusDetails', 'status_details', 'plain'],
  ['voidDetails', 'void_details', 'plain'],
  ['providerReference', 'provider_reference', 'plain'],
  ['expiresAt', 'expires_at', 'time'],
  ['paidAt', 'paid_at', 'time'],
  ['fulfilmentDueAt', 'fulfilment_due_at', 'time'],
  ['paidEventAt', 'paid_event_at', 'time'],
  ['subscriptionId', 'subscription_id', 'plain'],
  ['createdAt', 'created_at', 'time'],
  ['updatedAt', 'updated_at', 'time'],
];

const LINE_FIELDS: FieldTable<StoredLine> = [
  ['id', 'id', 'plain'],
  ['invoiceId', 'invoice_id', 'plain'],
  ['shopId', 'shop_id', 'plain'],
  ['position', 'position', 'plain'],
  ['productId', 'product_id', 'plain'],
  ['productUniqid', 'product_uniqid', 'plain'],
  ['productTitle', 'product_title', 'plain'],
  ['productType', 'product_type', 'plain'],
  ['productDescription', 'product_description', 'plain'],
  ['productPrice', 'product_price', 'money'],
  ['serviceText', 'service_text', 'plain'],
  ['dynamicWebhook', 'dynamic_webhook', 'plain'],
  ['variantId', 'variant_id', 'plain'],
  ['variantTitle', 'variant_title', 'plain'],
  ['quantity', 'quantity', 'plain'],
  ['unitPrice', 'unit_price', 'money'],
  ['volumeDiscount', 'volume_discount', 'money'],
  ['total', 'total', 'money'],
  ['deliveryStatus', 'delivery_status', 'plain'],
  ['deliveredAt', 'delivered_at', 'time'],
  ['licensingEnabled', 'licensing_enabled', 'plain'],
  ['licensePeriod', 'license_period', 'plain'],
  ['licenseKeys', 'license_keys', 'plain'],
  ['deliveredText', 'delivered_text', 'plain'],
  ['deliveryError', 'delivery_error', 'plain'],
];

const LINES_JSON = `coalesce((SELECT json_agg(${jsonObjectOf('l', LINE_FIELDS)} ORDER BY l."position")
  FROM "invoice_lines" l WHERE l."invoice_id" = i."id"), '[]'::json)`;

/** The select list: one column, `invoice`, holding the row and its lines. */
export const INVOICE_JSON = `${jsonObjectOf('i', INVOICE_FIELDS).slice(0, -1)}, 'lines', ${LINES_JSON}) AS "invoice"`;

const INVOICE_TIMES = timeFieldsOf(INVOICE_FIELDS);
const LINE_TIMES = timeFieldsOf(LINE_FIELDS);

/** The parsed `invoice` column back to the stored shape (Dates where the row has timestamps). */
export function invoiceFromJson(value: unknown): StoredInvoice {
  const record = recordOf(value) as Record<string, unknown> & { lines: Record<string, unknown>[] };
  reviveTimes(record, INVOICE_TIMES);
  for (const line of record.lines) reviveTimes(line, LINE_TIMES);
  return record as unknown as StoredInvoice;
}

function columnsOf<T>(fields: FieldTable<T>): string {
  return fields.map(([, column]) => `"${column}"`).join(', ');
}

function columnRecordOf<T>(value: object, fields: FieldTable<T>) {
  const source = value as Record<string, unknown>;
  return Object.fromEntries(fields.map(([field, column]) => [column, source[field] ?? null]));
}

/**
 * Inserts the invoice given as JSON in `param` (`invoiceRecord`): every stored column, named, so
 * a column a later migration adds keeps its default.
 */
export const insertInvoiceSql = (param: string) =>
  `INSERT INTO "invoices" (${columnsOf(INVOICE_FIELDS)})
SELECT ${columnsOf(INVOICE_FIELDS)} FROM json_populate_record(NULL::"invoices", ${param}::json)`;

/** Inserts the lines given as a JSON array in `param` (`lineRecords`). */
export const insertLinesSql = (param: string) =>
  `INSERT INTO "invoice_lines" (${columnsOf(LINE_FIELDS)})
SELECT ${columnsOf(LINE_FIELDS)} FROM json_populate_recordset(NULL::"invoice_lines", ${param}::json)`;

/** The invoice's row keyed by column, for `insertInvoiceSql` (JSON turns its Dates into ISO text). */
export const invoiceRecord = (invoice: StoredInvoice) => columnRecordOf(invoice, INVOICE_FIELDS);
export const lineRecords = (invoice: StoredInvoice) =>
  invoice.lines.map((line) => columnRecordOf(line, LINE_FIELDS));

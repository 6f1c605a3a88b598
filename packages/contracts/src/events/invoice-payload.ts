import { z } from 'zod';

export const INVOICE_STATUSES = [
  'PENDING',
  'PENDING_PAYMENT',
  'PROCESSING',
  'COMPLETED',
  'VOIDED',
  'REFUNDED',
  'PARTIAL_REFUND',
  'DISPUTED',
  'EXPIRED',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const iso = z.iso.datetime({ offset: true });

/** One order line as events carry it (spec "Invoice-family payload"). */
export const eventLineItemSchema = z.object({
  /** Stable line id: the same product can appear on several lines with different variants. */
  id: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  product_type: z.string(),
  variant_id: z.string().nullable(),
  variant_title: z.string().nullable(),
  quantity: z.number().int().positive(),
  delivery_status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  delivered_at: iso.nullable(),
  /** Only on paid events, for delivered SERIALS lines with committed keys. */
  license_keys: z.array(z.object({ key: z.string() })).optional(),
});

/** The spec's invoice-family `data` of order events. */
export const invoicePayloadSchema = z.object({
  uniqid: z.string(),
  type: z.string(),
  status: z.enum(INVOICE_STATUSES),
  gateway: z.string().nullable(),
  total: z.number(),
  total_display: z.number(),
  currency: z.string(),
  exchange_rate: z.number(),
  crypto_exchange_rate: z.number(),
  crypto_gateway: z.string().nullable(),
  apm_method: z.string().nullable(),
  customer_email: z.string(),
  country: z.string().nullable(),
  quantity: z.number().int(),
  product_id: z.string(),
  product_title: z.string(),
  line_items: z.array(eventLineItemSchema),
  is_developer_invoice: z.boolean(),
  created_at: iso,
  updated_at: iso,
});

/**
 * An entry of `products` on `:product` events. `id` is ours, next to the spec's keys, so that
 * product-level webhooks (configured by product id) can be scoped.
 */
export const eventProductSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  price_display: z.number(),
  currency: z.string(),
  type: z.string(),
});

export const invoiceProductPayloadSchema = invoicePayloadSchema.extend({
  products: z.array(eventProductSchema),
});

/**
 * `order:item.delivered` / `order:item.delivery_failed` (shape not in the spec): the invoice
 * as of the event, plus which line and what happened to it.
 */
export const lineDeliveryPayloadSchema = z.object({
  invoice: invoicePayloadSchema,
  line_item_id: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  delivered_at: iso.nullable(),
  error_message: z.string().nullable(),
});

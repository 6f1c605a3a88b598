import { z } from 'zod';
import { unixSeconds } from '../common';
import { INVOICE_STATUSES } from '../events/invoice-payload';
import { defineListQuery } from '../list-query';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

export const INVOICE_TYPES = ['PRODUCT', 'PAYMENT'] as const;
/** Where an invoice was placed; `SUBSCRIPTION`: a renewal the scheduler created. */
export const INVOICE_ORIGINS = ['API', 'DASHBOARD', 'STOREFRONT', 'SUBSCRIPTION'] as const;

const text = z.string().nullable();

/** The spec's "Invoice (list representation)": every field, nulls where nothing is known. */
export const invoiceSchema = z.object({
  id: z.string(),
  uniqid: z.uuid(),
  type: z.enum(INVOICE_TYPES),
  subtype: text,
  origin: z.enum(INVOICE_ORIGINS),
  shop_id: z.string(),
  customer_id: text,
  currency: z.string(),
  product_id: text,
  product_title: text,
  product_type: text,
  gateway: text,
  blockchain: text,
  apm_method: text,
  crypto_address: text,
  crypto_uri: text,
  crypto_payout_type: text,
  coupon_id: text,
  customer_email: z.string(),
  country: text,
  ip: text,
  user_agent: text,
  developer_title: text,
  developer_webhook: text,
  developer_return_url: text,
  status_details: text,
  void_details: text,
  name: text,
  surname: text,
  address_line_1: text,
  address_city: text,
  address_country: text,
  address_postal_code: text,
  address_state: text,
  subscription_id: text,
  checkout_url: text,
  quantity: z.number().int(),
  crypto_amount: z.number(),
  crypto_received: z.number(),
  crypto_confirmations_needed: z.number().int(),
  total: z.number(),
  total_display: z.number(),
  subtotal: z.number(),
  tax: z.number(),
  tax_percentage: z.number(),
  exchange_rate: z.number(),
  crypto_exchange_rate: z.number(),
  discount: z.number(),
  discount_display: z.number(),
  volume_discount: z.number(),
  fee_percentage: z.number(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  crypto_payout: z.boolean(),
  scheduled_payout: z.boolean(),
  is_vpn_or_proxy: z.boolean(),
  is_developer_invoice: z.boolean(),
  fee_billed: z.boolean(),
  to_process: z.boolean(),
  product_variants: z.array(z.object({ title: z.string() })),
  custom_fields: z.array(
    z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) }),
  ),
  status: z.enum(INVOICE_STATUSES),
  location: z.null(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `filters`/`sorts` of `GET /dev/v1/invoices` (docs/lists.md, docs/invoices.md). */
export const invoiceListQuery = defineListQuery({
  fields: {
    status: { type: 'enum', values: INVOICE_STATUSES },
    type: { type: 'enum', values: INVOICE_TYPES },
    gateway: { type: 'string', nullable: true },
    customer_email: { type: 'string' },
    currency: { type: 'string', ops: ['eq', 'neq', 'in', 'nin'] },
    total: { type: 'number', sortable: true },
    created_at: { type: 'timestamp', sortable: true },
    updated_at: { type: 'timestamp', sortable: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
});

const legacyFilters = {
  status: z.enum(INVOICE_STATUSES, { error: `Must be one of ${INVOICE_STATUSES.join(', ')}.` }).optional(),
  customerEmail: z.string().trim().min(1).max(254).optional(),
};

export const listInvoicesQuerySchema = cursorQuerySchema.extend({
  ...legacyFilters,
  ...invoiceListQuery.shape,
});
export const listInvoicesInputSchema = cursorInputSchema.extend({
  ...legacyFilters,
  ...invoiceListQuery.shape,
});
export const invoiceListSchema = cursorPage(invoiceSchema);

/** A path's `{uniqid}`: the invoice's UUID (spec "Invoice timeline": format uuid). */
export const invoiceRefSchema = z.object({ uniqid: z.string().min(1).max(64) });

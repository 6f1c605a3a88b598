import { z } from 'zod';
import { positiveMoneyInput, unixSeconds } from '../common';
import { INVOICE_STATUSES } from '../events/invoice-payload';
import { defineListQuery } from '../list-query';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';
import { gatewayInput } from './gateways';

/**
 * Where an order's money stands, next to its invoice `status` (docs/invoices.md): the same
 * facts from the buyer's wallet's point of view.
 */
export const PAYMENT_STATUSES = [
  'UNPAID',
  'PAYMENT_STARTED',
  'PAID',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'DISPUTED',
  'CANCELLED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the order is meant to be paid: the buyer at the hosted checkout, or the merchant by hand. */
export const FLOW_TYPES = ['HOSTED_CHECKOUT', 'MANUAL'] as const;

export const orderItemSchema = z.object({
  product_id: z.string(),
  product_title: z.string(),
  product_type: z.string(),
  variant_title: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total: z.number(),
});

/** The spec's "Order record", exactly. */
export const orderSchema = z.object({
  id: z.string(),
  uniqid: z.uuid(),
  shop_id: z.string(),
  customer_id: z.string().nullable(),
  customer_email: z.string(),
  affiliate_link_id: z.string().nullable(),
  affiliate_customer_id: z.string().nullable(),
  affiliate_code: z.string().nullable(),
  affiliate_discount_amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  gateway: z.string().nullable(),
  flow_type: z.enum(FLOW_TYPES),
  provider_reference: z.string().nullable(),
  provider_reference_type: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  custom_fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  checkout_url: z.string().nullable(),
  /**
   * Only in the answer to a create with a forced hosted-checkout gateway: the provider session
   * opened for it, whose address is then `checkout_url` (as on payments).
   */
  session_id: z.string().optional(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

const email = z.email({ error: 'Must be an email address.' }).max(254);
const code = z.string().trim().min(1).max(64);

export const ORDER_ITEMS_MAX = 100;

/** `POST /dev/v1/orders`: catalog lines; prices come from the catalog, never the caller. */
export const createOrderInputSchema = z.strictObject({
  customer_email: email,
  items: z
    .array(
      z.strictObject({
        product_id: z.string().trim().min(1).max(64),
        variant_id: z.uuid().nullable().optional(),
        quantity: z.number().int().min(1).max(100_000),
      }),
    )
    .min(1)
    .max(ORDER_ITEMS_MAX),
  coupon_code: code.optional(),
  referral_code: code.optional(),
  /** Forces the gateway the buyer pays with; otherwise the buyer picks at checkout. */
  gateway: gatewayInput.optional(),
  custom_fields: z
    .record(z.string().min(1).max(64), z.union([z.string().max(1000), z.number(), z.boolean()]))
    .refine((fields) => Object.keys(fields).length <= 50, 'At most 50 custom fields.')
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Must be an ISO 3166-1 alpha-2 code such as US.')
    .optional(),
  return_url: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

/** A path's `{id}`: the order's id or its uniqid. */
export const orderRefSchema = z.object({ id: z.string().min(1).max(64) });

/** PATCH/PUT: `referral_code` replaces the affiliate attribution (empty text removes it). */
export const updateOrderInputSchema = z.strictObject({
  referral_code: z.string().trim().max(64),
});

/** `POST /orders/{id}/refund`: the whole remaining amount unless `amount` is given. */
export const refundOrderInputSchema = z.strictObject({
  amount: positiveMoneyInput.optional(),
  reason: z.string().trim().min(1).max(500).optional(),
});

export const voidOrderInputSchema = z.strictObject({
  reason: z.string().trim().min(1).max(500).optional(),
});

/** `filters`/`sorts` of `GET /dev/v1/orders`. */
export const orderListQuery = defineListQuery({
  fields: {
    status: { type: 'enum', values: INVOICE_STATUSES },
    customer_email: { type: 'string' },
    gateway: { type: 'string', nullable: true },
    affiliate_code: { type: 'string', nullable: true },
    currency: { type: 'string', ops: ['eq', 'neq', 'in', 'nin'] },
    total: { type: 'number', sortable: true },
    created_at: { type: 'timestamp', sortable: true },
    updated_at: { type: 'timestamp', sortable: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
});
export const listOrdersQuerySchema = cursorQuerySchema.extend(orderListQuery.shape);
export const listOrdersInputSchema = cursorInputSchema.extend(orderListQuery.shape);
export const orderListSchema = cursorPage(orderSchema);

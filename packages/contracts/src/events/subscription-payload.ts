import { z } from 'zod';
import { RECURRING_INTERVALS } from '../product';

const iso = z.iso.datetime({ offset: true });

/** `data` of the subscription family (shape not in the spec; Stripe-like). */
export const subscriptionPayloadSchema = z.object({
  id: z.string(),
  status: z.enum(['PENDING', 'TRIALING', 'ACTIVE', 'CANCELED', 'CANCELLED']),
  customer_email: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  /** The invoice of the current period, when there is one. */
  invoice_uniqid: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
  interval: z.enum(RECURRING_INTERVALS),
  interval_count: z.number().int().positive(),
  trial_ends_at: iso.nullable(),
  current_period_start: iso.nullable(),
  current_period_end: iso.nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});

/** `:product` variants add the product, as order events do. */
export const subscriptionProductPayloadSchema = subscriptionPayloadSchema.extend({
  products: z.array(
    z.object({
      id: z.string(),
      uniqid: z.string(),
      title: z.string(),
      price: z.number(),
      currency: z.string(),
      type: z.string(),
    }),
  ),
});

import { z } from 'zod';
import { idSchema, unixSeconds, unixSecondsInput } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';
import { RECURRING_INTERVALS } from '../product';

/**
 * Both spellings are the spec's. Shopforge writes `CANCELLED`; `CANCELED` is how subscriptions
 * mirrored from Stripe (US spelling) arrive, and reads as the same state (docs/subscriptions.md).
 */
export const SUBSCRIPTION_STATUSES = ['PENDING', 'CANCELED', 'TRIALING', 'ACTIVE', 'CANCELLED'] as const;

const customFieldValue = z.union([z.string().max(500), z.number(), z.boolean()]);
export const subscriptionCustomFieldsSchema = z.record(z.string(), customFieldValue);

/**
 * The spec's subscription record, with what a Stripe user also expects to read: the buyer, the
 * product and price, the current period's start, the trial's end, pause and cancel state.
 */
export const subscriptionSchema = z.object({
  id: idSchema,
  shop_id: idSchema,
  product_id: idSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  gateway: z.string().nullable(),
  origin: z.string(),
  customer_id: idSchema.nullable(),
  payment_link_id: idSchema.nullable(),
  stripe_subscription_id: z.string().nullable(),
  paypal_subscription_id: z.string().nullable(),
  coupon_id: z.string().nullable(),
  current_period_end: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  canceled_at: unixSeconds.nullable(),
  renewal_invoice_created: z.boolean(),
  trial_period_ending_email_sent: z.boolean(),
  upcoming_email_1_week_sent: z.boolean(),
  status_details: z.string().nullable(),
  cancel_reason_id: z.number().int().nullable(),
  cancel_reason_comment: z.string().nullable(),
  custom_fields: subscriptionCustomFieldsSchema,
  customer_email: z.string(),
  product_title: z.string(),
  quantity: z.number().int().positive(),
  price: z.number(),
  currency: z.string(),
  interval: z.enum(RECURRING_INTERVALS),
  interval_count: z.number().int().positive(),
  current_period_start: unixSeconds.nullable(),
  trial_ends_at: unixSeconds.nullable(),
  cancel_at_period_end: z.boolean(),
  paused_at: unixSeconds.nullable(),
  resumes_at: unixSeconds.nullable(),
  /** Uniqids of the invoices that started and renewed it, oldest first. */
  invoices: z.array(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const statusFilter = { status: z.enum(SUBSCRIPTION_STATUSES).optional() };
export const listSubscriptionsQuerySchema = cursorQuerySchema.extend(statusFilter);
export const listSubscriptionsInputSchema = cursorInputSchema.extend(statusFilter);
export const subscriptionListSchema = cursorPage(subscriptionSchema);

export const subscriptionIdInputSchema = z.object({ id: z.string().max(64) });

/** `POST /subscriptions/{id}/pause`: no renewal invoices until resumed (by hand or at `resumes_at`). */
export const pauseSubscriptionInputSchema = z.strictObject({
  resumes_at: unixSecondsInput.nullable().optional(),
});

/** `POST /subscriptions/{id}/cancel`: now (default) or when the paid period ends. */
export const cancelSubscriptionInputSchema = z.strictObject({
  at_period_end: z.boolean().default(false),
  reason_id: z.number().int().min(0).max(1_000_000).optional(),
  comment: z.string().trim().max(500).optional(),
});

/** `PATCH /subscriptions/{id}/custom-fields`: merged into the stored fields; `null` removes one. */
export const updateSubscriptionCustomFieldsInputSchema = z.strictObject({
  custom_fields: z
    .record(z.string().trim().min(1).max(40), customFieldValue.nullable())
    .refine((fields) => Object.keys(fields).length <= 50, 'At most 50 custom fields at once.'),
});

/** Custom fields a subscription may hold in total. */
export const SUBSCRIPTION_CUSTOM_FIELDS_MAX = 50;

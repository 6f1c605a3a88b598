import { z } from 'zod';

const iso = z.iso.datetime({ offset: true });

/** `dispute:*` (names and shape ours): a chargeback on an invoice. */
export const disputePayloadSchema = z.object({
  id: z.string(),
  invoice_uniqid: z.string(),
  status: z.enum(['OPEN', 'UNDER_REVIEW', 'WON', 'LOST']),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  gateway: z.string().nullable(),
  created_at: iso,
  updated_at: iso,
});

/** `query:*`: a buyer's support ticket; `message` is the message the event is about. */
export const queryPayloadSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  invoice_uniqid: z.string().nullable(),
  customer_email: z.string(),
  title: z.string(),
  status: z.enum(['OPEN', 'ANSWERED', 'CLOSED']),
  message: z.string().nullable(),
  message_author: z.enum(['BUYER', 'MERCHANT']).nullable(),
  created_at: iso,
  updated_at: iso,
});

/** `feedback:*`: a buyer's review of an invoice, and the merchant's reply to it. */
export const feedbackPayloadSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  invoice_uniqid: z.string(),
  product_id: z.string().nullable(),
  customer_email: z.string(),
  score: z.number().int().min(1).max(5),
  message: z.string().nullable(),
  reply: z.string().nullable(),
  created_at: iso,
  updated_at: iso,
});

/** `affiliate:*`: programme applications and earned commissions. */
export const affiliatePayloadSchema = z.object({
  id: z.string(),
  affiliate_email: z.string(),
  status: z.string(),
  invoice_uniqid: z.string().nullable(),
  commission: z.number().nullable(),
  currency: z.string().nullable(),
  created_at: iso,
});

/** `replacement:created`: replacement goods issued for a delivered line. */
export const replacementPayloadSchema = z.object({
  id: z.string(),
  invoice_uniqid: z.string(),
  line_item_id: z.string(),
  product_id: z.string(),
  quantity: z.number().int().positive(),
  reason: z.string().nullable(),
  created_at: iso,
});

/**
 * `webhook:disabled`: the platform turned an endpoint off after it failed for
 * WEBHOOK_DISABLE_AFTER_DAYS with no success (docs/webhooks.md). Sent to the shop's other
 * endpoints that subscribe to it; `PATCH /webhooks/{id}` with `is_active: true` turns it back on.
 */
export const webhookDisabledPayloadSchema = z.object({
  id: z.string(),
  url: z.string(),
  reason: z.string(),
  /** When its first failure since its last success ended. */
  failing_since: iso,
  disabled_at: iso,
});

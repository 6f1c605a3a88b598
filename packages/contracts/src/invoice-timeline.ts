import { z } from 'zod';
import { DELIVERY_STATUSES } from './webhooks';

/** The spec's "Invoice timeline event": every key always present; only these keys. */
export const TIMELINE_EVENT_TYPES = [
  'created',
  'total_changed',
  'payment_started',
  'payment_failed',
  'payment_cancelled',
  'marked_paid',
  /**
   * A provider's payment event that did not match the invoice (docs/payments.md "What an event
   * must match"): not paid; `amount`/`currency` as received, the expected ones in `note`.
   */
  'payment_mismatch',
  'status_changed',
  'voided',
  'line_delivered',
  'shipped',
  'email_queued',
  'email_sent',
  'keys_revealed',
  'downloaded',
  'access_granted',
  'access_revoked',
  'refund_requested',
  'dispute_opened',
  'dispute_won',
  'dispute_lost',
  'buyer_details_changed',
  'webhook',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export const TIMELINE_ACTOR_TYPES = ['merchant', 'support', 'api', 'buyer', 'provider', 'system'] as const;

export const timelineActorSchema = z.strictObject({
  type: z.enum(TIMELINE_ACTOR_TYPES),
  user_id: z.string().nullable(),
  name: z.string().nullable(),
});

export const timelineWebhookSchema = z.strictObject({
  event: z.string(),
  url: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  response_code: z.number().int().nullable(),
  error_message: z.string().nullable(),
});

const text = z.string().nullable();

export const invoiceTimelineEventSchema = z.strictObject({
  id: z.string(),
  type: z.enum(TIMELINE_EVENT_TYPES),
  occurred_at: z.iso.datetime(),
  actor: timelineActorSchema.nullable(),
  status: text,
  previous_status: text,
  gateway: text,
  amount: text,
  currency: text,
  previous_amount: text,
  line_item_id: text,
  product_title: text,
  recipient: text,
  template: text,
  channel: text,
  origin: text,
  field: text,
  reason: text,
  reference: text,
  outcome: text,
  note: text,
  webhook: timelineWebhookSchema.nullable(),
});
export type InvoiceTimelineEvent = z.infer<typeof invoiceTimelineEventSchema>;

/** `GET /dev/v1/invoices/{uniqid}/timeline` → `data`. */
export const invoiceTimelineSchema = z.object({ events: z.array(invoiceTimelineEventSchema) });

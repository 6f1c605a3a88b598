import { z } from 'zod';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from './pagination';
import { unixSeconds } from './common';
import { pagePaginationSchema, pageQuerySchema } from './list-query/page';
import { WEBHOOK_EVENT_NAMES, type WebhookEventName } from './webhook-events';

/**
 * Webhook management (`/dev/v1/webhooks…`). The spec fixes the request fields (`url`,
 * `events`, the test's `event`) and says the secret is returned at creation; the rest of the
 * shapes are ours, modelled on Stripe's webhook endpoints (docs/webhooks.md).
 */

export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_EVENTS_MAX = WEBHOOK_EVENT_NAMES.length;
export const DELIVERY_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const ALLOWED = new Set<string>(WEBHOOK_EVENT_NAMES);

export function isWebhookEventName(name: string): name is WebhookEventName {
  return ALLOWED.has(name);
}

/** One exact event name; wildcards and unknown names are refused with a message that says why. */
export const webhookEventNameSchema = z.string().superRefine((name, ctx) => {
  if (ALLOWED.has(name)) return;
  const message = name.includes('*')
    ? 'Wildcards are not accepted; list each event by its exact name (GET /dev/v1/webhooks/events).'
    : `Unknown event "${name.slice(0, 100)}"; the valid names are listed by GET /dev/v1/webhooks/events.`;
  ctx.addIssue({ code: 'custom', message });
}) as unknown as z.ZodType<WebhookEventName, string>;

const eventList = z
  .array(webhookEventNameSchema)
  .min(1, 'Subscribe to at least one event.')
  .max(WEBHOOK_EVENTS_MAX)
  .refine((events) => new Set(events).size === events.length, 'Each event may be listed once.');

/**
 * How a failing delivery is retried: `standard` is the spec's (5 attempts: at once, then 2, 4, 8
 * and 16 minutes apart); `extended` keeps trying for about a day (8 attempts: at once, then 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h and 10 h apart), for endpoints whose outages last longer.
 */
export const RETRY_SCHEDULES = ['standard', 'extended'] as const;
export type RetrySchedule = (typeof RETRY_SCHEDULES)[number];

const url = z.string().trim().min(1).max(WEBHOOK_URL_MAX);
const description = z.string().trim().max(500).nullable();
/** A catalog product's id or uniqid; the webhook then receives only that product's lines. */
const productRef = z.string().trim().min(1).max(64).nullable();

export const createWebhookInputSchema = z.strictObject({
  url,
  events: eventList,
  description: description.optional(),
  product_id: productRef.optional(),
  is_active: z.boolean().optional(),
  retry_schedule: z.enum(RETRY_SCHEDULES).optional(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInputSchema>;

/** PATCH: only the keys present change. */
export const updateWebhookInputSchema = z.strictObject({
  url: url.optional(),
  events: eventList.optional(),
  description: description.optional(),
  product_id: productRef.optional(),
  is_active: z.boolean().optional(),
  retry_schedule: z.enum(RETRY_SCHEDULES).optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookInputSchema>;

/** A webhook as every operation returns it; the secret never appears here (see below). */
export const webhookSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  shop_id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  product_id: z.string().nullable(),
  is_active: z.boolean(),
  retry_schedule: z.enum(RETRY_SCHEDULES),
  /** `whsec_…` plus the last four characters, to tell secrets apart without revealing them. */
  secret_hint: z.string(),
  /** Why the platform turned it off (failing too long), while it is off for that; else null. */
  disabled_reason: z.string().nullable(),
  disabled_at: unixSeconds.nullable(),
  /** After a rotation: until when deliveries also carry the previous secret's signature; else null. */
  previous_secret_expires_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type WebhookRecord = z.infer<typeof webhookSchema>;

/** Creation and rotation: the only answers that carry the secret. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookRefSchema = z.object({ id: z.string().min(1).max(64) });

/** The longest overlap a rotation may keep the previous secret signing for: a week. */
export const ROTATION_OVERLAP_MAX_SECONDS = 7 * 24 * 60 * 60;
export const ROTATION_OVERLAP_DEFAULT_SECONDS = 24 * 60 * 60;

/**
 * `POST /webhooks/{id}/rotate-secret` (the spec sends no body; these are ours): for how long the
 * previous secret keeps signing beside the new one, so receivers can switch without a gap. 0
 * ends it at once.
 */
export const rotateWebhookSecretInputSchema = z.strictObject({
  overlap_seconds: z.number().int().min(0).max(ROTATION_OVERLAP_MAX_SECONDS).optional(),
});

export const listWebhooksQuerySchema = cursorQuerySchema;
export const listWebhooksInputSchema = cursorInputSchema;
export const webhookListSchema = cursorPage(webhookSchema);

export const deletedWebhookSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const testWebhookInputSchema = z.strictObject({ event: webhookEventNameSchema });

/** One delivery log: one event sent (or being sent) to one endpoint. */
export const webhookLogSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  webhook_id: z.string().nullable(),
  event: z.string(),
  url: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  response_code: z.number().int().nullable(),
  error_message: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  is_test: z.boolean(),
  /** The log this one re-sends (manual retry), or null. */
  retry_of: z.string().nullable(),
  /** The event it carries (`GET /dev/v1/events/{id}`); null for a test delivery. */
  event_id: z.string().nullable(),
  /** 0 for the event's first delivery to the endpoint; n for its n-th resend (replay or retry). */
  resend: z.number().int().nonnegative(),
  next_attempt_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type WebhookLog = z.infer<typeof webhookLogSchema>;

export const webhookAttemptSchema = z.object({
  number: z.number().int().min(1),
  started_at: unixSeconds,
  duration_ms: z.number().int().nonnegative(),
  response_code: z.number().int().nullable(),
  error_message: z.string().nullable(),
  /** The first 16 KiB of the endpoint's answer. */
  response_body: z.string().nullable(),
  /** Headers of this attempt's request; none of them carries the secret. */
  request_headers: z.record(z.string(), z.string()),
});

/** `GET /dev/v1/webhooks/logs/{id}`: the log plus the frozen body and every attempt. */
export const webhookLogDetailSchema = webhookLogSchema.extend({
  request_body: z.string(),
  /**
   * True when the body carried delivered goods (`line_items[].license_keys`) the caller may not
   * see (that takes `orders.read` and `licenses.read`): `request_body` is then shown without them,
   * and differs from the bytes that were signed and sent.
   */
  request_body_redacted: z.boolean(),
  attempt_history: z.array(webhookAttemptSchema),
});
export type WebhookLogDetail = z.infer<typeof webhookLogDetailSchema>;

export const listWebhookLogsQuerySchema = pageQuerySchema.extend({
  webhook_id: z.string().min(1).max(64).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  event: z.string().min(1).max(100).optional(),
});
export const listWebhookLogsInputSchema = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(25),
  webhook_id: z.string().min(1).max(64).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  event: z.string().min(1).max(100).optional(),
});
export const webhookLogListSchema = z.object({
  data: z.array(webhookLogSchema),
  pagination: pagePaginationSchema,
});

/** `POST …/test` and `POST …/logs/{id}/retry` answer with the queued log and a message. */
export const queuedDeliverySchema = z.object({ message: z.string(), data: webhookLogSchema });

/**
 * Per-payment callbacks (`POST /payments` with a callback URL): billing registers the URL here
 * and receives the secret to show as the payment's `webhook_secret`.
 */
export const registerCallbackInputSchema = z.strictObject({
  invoice_uniqid: z.string().min(1).max(64),
  url,
});
export const registeredCallbackSchema = z.object({ id: z.string(), webhook_secret: z.string() });

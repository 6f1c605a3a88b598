import { z } from 'zod';
import { MAX_UNIX_SECONDS, unixSeconds, unixSecondsInput } from './common';
import { defineListQuery } from './list-query';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from './pagination';
import { WEBHOOK_EVENT_NAMES } from './webhook-events';

/**
 * The events API (`GET /dev/v1/events…`) and webhook replay (`POST /dev/v1/webhooks/{id}/replay`):
 * every merchant-facing event of the shop, as its webhooks carry it, kept
 * WEBHOOK_EVENT_RETENTION_DAYS (30 by default). Modelled on Stripe's events (docs/webhooks.md).
 */

/** One event: what happened, to which object, and the payload a webhook delivery carries. */
export const platformEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The object the event is about: the delivery envelope's `ordering_key`. */
  object_id: z.string(),
  /** Strictly increasing per `object_id` (with gaps): the envelope's `sequence`. */
  sequence: z.number().int().nonnegative(),
  created_at: unixSeconds,
  /**
   * The payload, as webhooks deliver it. `line_items[].license_keys` only for callers that may
   * see delivered goods (`orders.read` and `licenses.read`).
   */
  data: z.record(z.string(), z.unknown()),
});
export type PlatformEvent = z.infer<typeof platformEventSchema>;

/** `filters`/`sorts` of `GET /dev/v1/events` (docs/lists.md). */
export const platformEventListQuery = defineListQuery({
  fields: {
    type: { type: 'enum', values: WEBHOOK_EVENT_NAMES, ops: ['eq', 'neq', 'in', 'nin'] },
    object_id: { type: 'string', ops: ['eq', 'in'] },
    created_at: { type: 'timestamp', sortable: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
});
export const listPlatformEventsQuerySchema = cursorQuerySchema.extend(platformEventListQuery.shape);
export const listPlatformEventsInputSchema = cursorInputSchema.extend(platformEventListQuery.shape);
export const platformEventListSchema = cursorPage(platformEventSchema);

export const platformEventRefSchema = z.object({ id: z.string().min(1).max(64) });

/** Events one replay call queues at most; `has_more` says when the window held more. */
export const REPLAY_MAX_EVENTS = 10_000;

const replayWindow = {
  /** Unix seconds: the window's start, inclusive. */
  since: unixSecondsInput,
  /** Unix seconds: its end, exclusive; now when left out. */
  until: unixSecondsInput.optional(),
};
const sinceBeforeUntil = (input: { since: number; until?: number | undefined }) =>
  input.until === undefined || input.since < input.until;
const SINCE_BEFORE_UNTIL = { message: '`since` must be before `until`.', path: ['since'] };

const replayBody = z.strictObject({
  ...replayWindow,
  /**
   * Only the events this endpoint has not received: its last delivery of them failed, or it
   * got none (it was disabled, or subscribed later). Default false: every matching event.
   */
  only_failed: z.boolean().optional(),
});

/** The body of `POST /dev/v1/webhooks/{id}/replay`. */
export const replayWebhookInputSchema = replayBody.refine(sinceBeforeUntil, SINCE_BEFORE_UNTIL);
/** The same with the path's webhook reference, as the service procedure takes it. */
export const replayWebhookProcedureInputSchema = replayBody
  .extend({ id: z.string().min(1).max(64) })
  .refine(sinceBeforeUntil, SINCE_BEFORE_UNTIL);
export type ReplayWebhookInput = z.infer<typeof replayWebhookInputSchema>;

/** What a replay queued. */
export const webhookReplaySchema = z.object({
  webhook_id: z.string(),
  since: unixSeconds,
  until: unixSeconds,
  only_failed: z.boolean(),
  /** Events of the window the endpoint subscribes to (at most REPLAY_MAX_EVENTS looked at). */
  matched: z.number().int().nonnegative(),
  /** Deliveries queued now; events with a delivery still on its way to the endpoint are skipped. */
  queued: z.number().int().nonnegative(),
  /** The window held more events than one call replays: call again with `since` = `until`. */
  has_more: z.boolean(),
  /** When the last of them is due: replays are paced, not sent at once. */
  last_due_at: unixSeconds.nullable(),
});
export type WebhookReplay = z.infer<typeof webhookReplaySchema>;

/**
 * The live stream's read (`GET /dev/v1/events/stream`, for `shopforge listen`): the events the
 * service recorded since `since_ms` (its own clock), each as the body a webhook delivery of it
 * carries. Without `since_ms`, only the service's clock, to start from.
 */
export const eventFeedInputSchema = z.object({
  since_ms: z
    .number()
    .int()
    .nonnegative()
    .max(MAX_UNIX_SECONDS * 1000)
    .optional(),
  types: z.array(z.enum(WEBHOOK_EVENT_NAMES)).max(WEBHOOK_EVENT_NAMES.length).optional(),
});
export const EVENT_FEED_MAX = 200;
export const eventFeedSchema = z.object({
  now_ms: z.number().int(),
  events: z.array(
    z.object({ id: z.string(), type: z.string(), recorded_at_ms: z.number().int(), body: z.string() }),
  ),
});
export type EventFeed = z.infer<typeof eventFeedSchema>;

/** The stream's query: `types`, comma-separated exact event names. */
export const eventStreamQuerySchema = z.object({
  types: z
    .string()
    .max(4096)
    .transform((text) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(z.array(z.enum(WEBHOOK_EVENT_NAMES)).max(WEBHOOK_EVENT_NAMES.length))
    .optional(),
});

import { REPLAY_MAX_EVENTS, type ReplayWebhookInput, type WebhookReplay } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { toUnixSeconds } from '@shopforge/service-kit';
import { injectTraceHeaders } from '@shopforge/telemetry';
import { jsonObject } from '../db/platform-events';
import type { WebhookDeps } from '../deps';
import { eventBodies } from '../domain/event-body';
import { invoiceReference } from '../domain/invoice-reference';
import { replayWindowProblems } from '../domain/replay-window';
import { type QueuedDelivery, queueDeliveries } from './queue-deliveries';

/** The endpoint a replay sends to. */
export interface ReplayTarget {
  id: string;
  shopId: string;
  url: string;
  events: readonly string[];
  productId: string | null;
}

interface Candidate {
  id: string;
  type: string;
  object_id: string;
  sequence: string;
  data: Record<string, unknown> | string;
  created_at: Date;
  last_status: string | null;
  last_resend: number | null;
}

/**
 * The window's events the endpoint subscribes to, oldest first, each with its last delivery to
 * this endpoint (the highest resend). One more than a call replays, to tell `has_more`.
 */
const CANDIDATES_SQL = `
SELECT e."id"::text AS "id", e."type", e."object_id", e."sequence"::text AS "sequence", e."data",
  e."created_at", last."status" AS "last_status", last."resend" AS "last_resend"
FROM "events" e
LEFT JOIN LATERAL (
  SELECT d."status", d."resend" FROM "webhook_deliveries" d
  WHERE d."source_event_id" = e."id" AND d."webhook_id" = $2::uuid
  ORDER BY d."resend" DESC LIMIT 1
) last ON true
WHERE e."shop_id" = $1::uuid AND e."type" = ANY($3::text[])
  AND e."created_at" >= $4::timestamptz AND e."created_at" < $5::timestamptz
ORDER BY e."created_at", e."id"
LIMIT $6`;

const ON_ITS_WAY = new Set(['PENDING', 'PROCESSING']);

/**
 * `POST /webhooks/{id}/replay`: sends the window's events to the endpoint again, as new
 * deliveries (new ids, so receivers that deduplicate on the delivery id accept them) carrying
 * each event's envelope (same `ordering_key` and `sequence`, so receivers that track those can
 * tell a replay from news), signed with the endpoint's current secret. Events whose delivery to
 * the endpoint is still on its way are skipped, which makes a repeated call queue nothing twice;
 * with `only_failed`, so are the events it already received. Paced: `replayPerSecond` fall due
 * each second, oldest first, so a receiver back from an outage is not flooded.
 */
export async function replayEvents(
  deps: WebhookDeps,
  target: ReplayTarget,
  input: ReplayWebhookInput,
): Promise<WebhookReplay> {
  const now = deps.clock.now();
  const problems = replayWindowProblems(input, now, deps.settings.eventRetentionMs);
  if (problems.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'The replay window is outside the events the platform keeps.', {
      details: problems,
    });
  }
  const until = input.until ?? toUnixSeconds(now) + 1;
  const onlyFailed = input.only_failed ?? false;
  const rows = await deps.sql.query<Candidate>(CANDIDATES_SQL, [
    target.shopId,
    target.id,
    target.events,
    new Date(input.since * 1000).toISOString(),
    new Date(until * 1000).toISOString(),
    REPLAY_MAX_EVENTS + 1,
  ]);
  const hasMore = rows.length > REPLAY_MAX_EVENTS;
  const window = rows.slice(0, REPLAY_MAX_EVENTS);
  const spacingMs = 1000 / deps.settings.replayPerSecond;
  const deliveries: QueuedDelivery[] = [];
  for (const row of window) {
    if (row.last_status !== null && ON_ITS_WAY.has(row.last_status)) continue;
    if (onlyFailed && row.last_status === 'SUCCESS') continue;
    const data = jsonObject(row.data);
    const body = eventBodies({
      type: row.type,
      data,
      createdAt: toUnixSeconds(new Date(row.created_at)),
      objectId: row.object_id,
      sequence: Number(row.sequence),
    })(target.productId);
    if (body === null) continue;
    deliveries.push({
      webhookId: target.id,
      callbackId: null,
      url: target.url,
      body,
      sourceEventId: row.id,
      event: row.type,
      invoiceUniqid: invoiceReference(row.type, data),
      resend: row.last_resend === null ? 0 : row.last_resend + 1,
      dueAt: new Date(now.getTime() + Math.floor(deliveries.length * spacingMs)),
    });
  }
  const queued =
    deliveries.length === 0
      ? 0
      : await queueDeliveries(
          deps.sql,
          {
            shopId: target.shopId,
            marker: null,
            record: null,
            traceparent: injectTraceHeaders({}).traceparent ?? null,
            deliveries,
          },
          now,
        );
  const last = deliveries.at(-1);
  return {
    webhook_id: target.id,
    since: input.since,
    // With more to replay, the next call starts where this one stopped.
    until: hasMore ? toUnixSeconds(new Date((rows[REPLAY_MAX_EVENTS] as Candidate).created_at)) : until,
    only_failed: onlyFailed,
    matched: window.length,
    queued,
    has_more: hasMore,
    last_due_at: last ? Math.ceil(last.dueAt.getTime() / 1000) : null,
  };
}

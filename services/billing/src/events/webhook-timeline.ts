import { WEBHOOK_DELIVERY_PROGRESS_EVENT, webhookDeliveryProgressSchema } from '@shopforge/contracts';
import { type EventEnvelope, markProcessed, topicForFamily } from '@shopforge/events';
import type { EventConsumer } from '@shopforge/service-kit/define';
import type { BillingDeps } from '../deps';

const CONSUMER = 'billing.webhook-timeline';

/**
 * One statement: the marker (the event is applied once) and the entry, new or moved on. A
 * delivery's entry is only ever changed by its own shop's events, and a state with fewer
 * attempts than the stored one (a redelivered old event) leaves it as it is.
 */
const RECORD_SQL = `WITH "mark" AS (${markProcessed('$1', '$2')}),
"entry" AS (
  INSERT INTO "timeline_entries" ("id", "shop_id", "invoice_uniqid", "type", "occurred_at", "facts", "created_at", "updated_at")
  SELECT $3, $4::uuid, $5, 'webhook', $6::timestamptz, $7::jsonb, $8::timestamptz, $8::timestamptz FROM "mark"
  ON CONFLICT ("id") DO UPDATE SET "facts" = EXCLUDED."facts", "updated_at" = EXCLUDED."updated_at"
  WHERE "timeline_entries"."shop_id" = EXCLUDED."shop_id"
    AND coalesce(("timeline_entries"."facts"->'webhook'->>'attempts')::int, 0) <= $9
  RETURNING 1
)
SELECT (SELECT count(*) FROM "entry")::int AS "written"`;

/**
 * The timeline link (spec "Timeline link"): each delivery of an invoice's event is one
 * `webhook` entry (id = delivery id) showing its latest state. Progress events of a delivery
 * arrive in order, but redelivery can repeat an old one: a state with fewer attempts than the
 * stored one never overwrites it.
 */
export async function recordWebhookProgress(
  deps: Pick<BillingDeps, 'sql' | 'clock'>,
  event: EventEnvelope,
): Promise<boolean> {
  if (event.type !== WEBHOOK_DELIVERY_PROGRESS_EVENT || event.shop_id === null) return false;
  const progress = webhookDeliveryProgressSchema.parse(event.data);
  if (progress.invoice_uniqid === null) return false;
  const facts = {
    webhook: {
      event: progress.event,
      url: progress.url,
      status: progress.status,
      attempts: progress.attempts,
      response_code: progress.response_code,
      error_message: progress.error_message,
    },
  };
  const [row] = await deps.sql.query<{ written: number }>(RECORD_SQL, [
    event.id,
    CONSUMER,
    progress.delivery_id,
    event.shop_id,
    progress.invoice_uniqid,
    new Date(progress.occurred_at).toISOString(),
    JSON.stringify(facts),
    deps.clock.now().toISOString(),
    progress.attempts,
  ]);
  return (row?.written ?? 0) > 0;
}

export function billingConsumers(deps: Pick<BillingDeps, 'sql' | 'clock'>): EventConsumer[] {
  return [
    {
      topic: topicForFamily('webhook'),
      handler: async (event) => void (await recordWebhookProgress(deps, event)),
    },
  ];
}

import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { uniqid, uuidv7 } from '@shopforge/service-kit';
import { progressData } from './progress';

/**
 * The columns of `events` a statement inserts from one `$n::json` record (json, not jsonb: the
 * payload keeps its bytes and key order). Idempotent on the event id.
 */
const RECORD_EVENT = (param: string, also = 'true') => `
  INSERT INTO "events" ("id", "shop_id", "type", "object_id", "sequence", "data", "redacted_data", "created_at")
  SELECT e."id", e."shop_id", e."type", e."object_id", e."sequence", e."data", e."redacted_data", e."created_at"
  FROM json_to_record(${param}::json) AS e("id" uuid, "shop_id" uuid, "type" text, "object_id" text,
    "sequence" bigint, "data" json, "redacted_data" json, "created_at" timestamptz)
  WHERE ${param}::json IS NOT NULL AND ${also}
  ON CONFLICT ("id") DO NOTHING`;

/** An event no endpoint wants is still recorded for the events API: one insert, nothing else. */
const RECORD_SQL = RECORD_EVENT('$1');

/**
 * Queues deliveries in one statement on the driver (docs/adr/0007-hot-paths-leave-the-orm.md):
 * one bus event's deliveries, one per endpoint, or a replay's resends. Its parts:
 *  - `mark`: for a bus event, the consumer's dedupe marker (`processed_events`, as `handleOnce`
 *    writes it). Every other part runs only if this statement wrote it, so a redelivered event
 *    queues nothing; a concurrent copy of the event waits on the marker's key until the first
 *    commits, then finds it and queues nothing either. A replay has no marker ($1 null).
 *  - `recorded`: the bus event in `events` (the events API), when one is given.
 *  - `queued`: the deliveries, their bodies frozen. `ON CONFLICT DO NOTHING` on the unique
 *    (source event, endpoint, resend) keys: never two delivery ids for one event, endpoint and
 *    resend number, even if the marker were gone, and two replays racing queue one resend.
 *  - `announced`: each queued delivery's PENDING state in the outbox for billing (the timeline
 *    link), for exactly the rows inserted.
 *
 * Crash safety: the parts of one statement apply together or not at all, even outside a
 * transaction. A crash before it commits leaves no marker, so the bus delivers the event again
 * (at least once) and it is queued then; after it commits, every delivery and announcement is
 * there and a redelivery changes nothing.
 */
const QUEUE_SQL = `
WITH mark AS (
  INSERT INTO "processed_events" ("event_id", "consumer") SELECT $1::uuid, $2 WHERE $1::uuid IS NOT NULL
  ON CONFLICT DO NOTHING
  RETURNING "event_id"
), go AS (
  SELECT 1 WHERE $1::uuid IS NULL OR EXISTS (SELECT 1 FROM mark)
), recorded AS (${RECORD_EVENT('$8', 'EXISTS (SELECT 1 FROM go)')}
), r AS (
  SELECT r.* FROM jsonb_to_recordset($3::jsonb) AS r(
    "id" uuid, "uniqid" text, "webhook_id" uuid, "callback_id" uuid, "url" text, "body" int,
    "source_event_id" uuid, "event" text, "invoice_uniqid" text, "resend" int, "due_at" timestamptz,
    "outbox_id" uuid, "progress" jsonb)
  WHERE EXISTS (SELECT 1 FROM go)
), queued AS (
  INSERT INTO "webhook_deliveries" ("id", "uniqid", "shop_id", "webhook_id", "callback_id", "source_event_id",
    "event", "url", "body", "invoice_uniqid", "is_test", "status", "attempts", "resend", "next_attempt_at",
    "traceparent", "created_at", "updated_at")
  SELECT r."id", r."uniqid", $4::uuid, r."webhook_id", r."callback_id", r."source_event_id", r."event", r."url",
    $5::jsonb ->> r."body", r."invoice_uniqid", false, 'PENDING', 0, r."resend", r."due_at", $7,
    $6::timestamptz, $6::timestamptz
  FROM r
  ON CONFLICT DO NOTHING
  RETURNING "id"
), announced AS (
  INSERT INTO "outbox_events" ("id", "type", "shop_id", "aggregate_id", "payload", "traceparent", "created_at")
  SELECT r."outbox_id", '${WEBHOOK_DELIVERY_PROGRESS_EVENT}', $4::uuid, r."id"::text, r."progress", $7,
    $6::timestamptz
  FROM r JOIN queued USING ("id")
)
SELECT (SELECT count(*) FROM mark)::int AS "marked", (SELECT count(*) FROM queued)::int AS "queued"`;

/** A bus event as `events` keeps it. */
export interface EventRecord {
  id: string;
  shop_id: string;
  type: string;
  object_id: string;
  sequence: number;
  /** The payload as emitted, and without delivered goods (null when it carries none). */
  data: Record<string, unknown>;
  redacted_data: Record<string, unknown> | null;
  /** ISO 8601. */
  created_at: string;
}

/** One delivery to queue: an event's body for one endpoint. */
export interface QueuedDelivery {
  webhookId: string | null;
  callbackId: string | null;
  url: string;
  body: string;
  /** The bus event it carries. */
  sourceEventId: string;
  event: string;
  invoiceUniqid: string | null;
  /** 0 for the event's first delivery to the endpoint, n for its n-th resend. */
  resend: number;
  dueAt: Date;
}

export interface DeliveryBatch {
  shopId: string;
  /** A bus event's consumer marker: the batch is queued only the first time. Null for a replay. */
  marker: { eventId: string; consumer: string } | null;
  /** The bus event to record for the events API, with the deliveries. */
  record: EventRecord | null;
  /** Stored with each delivery (its attempts continue the trace) and announcement. */
  traceparent: string | null;
  deliveries: readonly QueuedDelivery[];
}

/** Records an event that no endpoint receives. */
export async function recordEvent(sql: SqlExecutor, record: EventRecord): Promise<void> {
  await sql.query(RECORD_SQL, [JSON.stringify(record)]);
}

/**
 * Queues a batch (unless its marker was seen); returns how many deliveries were queued (0 for a
 * redelivered bus event).
 */
export async function queueDeliveries(sql: SqlExecutor, batch: DeliveryBatch, now: Date): Promise<number> {
  const bodies: string[] = [];
  const bodyIndex = new Map<string, number>();
  const rows = batch.deliveries.map((delivery) => {
    // Most endpoints of an event get the same body: it is sent once and referenced by index.
    let body = bodyIndex.get(delivery.body);
    if (body === undefined) {
      body = bodies.push(delivery.body) - 1;
      bodyIndex.set(delivery.body, body);
    }
    const id = uuidv7(now.getTime());
    return {
      id,
      uniqid: uniqid(),
      webhook_id: delivery.webhookId,
      callback_id: delivery.callbackId,
      url: delivery.url,
      body,
      source_event_id: delivery.sourceEventId,
      event: delivery.event,
      invoice_uniqid: delivery.invoiceUniqid,
      resend: delivery.resend,
      due_at: delivery.dueAt.toISOString(),
      outbox_id: randomUUID(),
      progress: progressData(
        {
          id,
          shopId: batch.shopId,
          webhookId: delivery.webhookId,
          invoiceUniqid: delivery.invoiceUniqid,
          event: delivery.event,
          url: delivery.url,
          status: 'PENDING',
          attempts: 0,
          responseCode: null,
          errorMessage: null,
        },
        now,
      ),
    };
  });
  const [result] = await sql.query<{ marked: number; queued: number }>(QUEUE_SQL, [
    batch.marker?.eventId ?? null,
    batch.marker?.consumer ?? null,
    JSON.stringify(rows),
    batch.shopId,
    JSON.stringify(bodies),
    now.toISOString(),
    batch.traceparent,
    batch.record === null ? null : JSON.stringify(batch.record),
  ]);
  return result?.queued ?? 0;
}

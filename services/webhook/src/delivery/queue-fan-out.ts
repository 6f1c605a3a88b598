import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { uniqid, uuidv7 } from '@shopforge/service-kit';
import { progressData } from './progress';

/**
 * Queues one event's deliveries, one per endpoint, in one statement on the driver
 * (docs/adr/0007-hot-paths-leave-the-orm.md), where the old path ran a transaction of two
 * statements per endpoint. Its parts:
 *  - `mark`: the consumer's dedupe marker (`processed_events`, as `handleOnce` writes it). Every
 *    other part runs only if this statement wrote it, so a redelivered event queues nothing; a
 *    concurrent copy of the event waits on the marker's key until the first commits, then finds
 *    it and queues nothing either.
 *  - `queued`: the deliveries, due at once, their bodies frozen. `ON CONFLICT DO NOTHING` on the
 *    unique (source event, webhook) and (source event, callback) keys: never two delivery ids
 *    for one event and endpoint, even if the marker were gone.
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
  INSERT INTO "processed_events" ("event_id", "consumer") VALUES ($1::uuid, $2)
  ON CONFLICT DO NOTHING
  RETURNING "event_id"
), r AS (
  SELECT r.* FROM jsonb_to_recordset($3::jsonb) AS r(
    "id" uuid, "uniqid" text, "webhook_id" uuid, "callback_id" uuid, "url" text, "body" int,
    "outbox_id" uuid, "progress" jsonb)
  WHERE EXISTS (SELECT 1 FROM mark)
), queued AS (
  INSERT INTO "webhook_deliveries" ("id", "uniqid", "shop_id", "webhook_id", "callback_id", "source_event_id",
    "event", "url", "body", "invoice_uniqid", "is_test", "status", "attempts", "next_attempt_at", "traceparent",
    "created_at", "updated_at")
  SELECT r."id", r."uniqid", $4::uuid, r."webhook_id", r."callback_id", $1::uuid, $5, r."url",
    $6::jsonb ->> r."body", $7, false, 'PENDING', 0, $8::timestamptz, $9, $8::timestamptz, $8::timestamptz
  FROM r
  ON CONFLICT DO NOTHING
  RETURNING "id"
), announced AS (
  INSERT INTO "outbox_events" ("id", "type", "shop_id", "aggregate_id", "payload", "traceparent", "created_at")
  SELECT r."outbox_id", '${WEBHOOK_DELIVERY_PROGRESS_EVENT}', $4::uuid, r."id"::text, r."progress", $9,
    $8::timestamptz
  FROM r JOIN queued USING ("id")
)
SELECT (SELECT count(*) FROM mark)::int AS "marked", (SELECT count(*) FROM queued)::int AS "queued"`;

/** One endpoint of the event and the body it gets. */
export interface FanOutTarget {
  webhookId: string | null;
  callbackId: string | null;
  url: string;
  body: string;
}

export interface FanOutEvent {
  /** The bus event's id: the dedupe key and each delivery's source. */
  id: string;
  consumer: string;
  shopId: string;
  type: string;
  invoiceUniqid: string | null;
  /** Stored with each delivery (its attempts continue the trace) and announcement. */
  traceparent: string | null;
}

/**
 * Queues `targets` for `event` unless the consumer has seen it; returns how many deliveries were
 * queued (0 for a redelivered event).
 */
export async function queueFanOut(
  sql: SqlExecutor,
  event: FanOutEvent,
  targets: readonly FanOutTarget[],
  now: Date,
): Promise<number> {
  const bodies: string[] = [];
  const bodyIndex = new Map<string, number>();
  const rows = targets.map((target) => {
    // Most endpoints of an event get the same body: it is sent once and referenced by index.
    let body = bodyIndex.get(target.body);
    if (body === undefined) {
      body = bodies.push(target.body) - 1;
      bodyIndex.set(target.body, body);
    }
    const id = uuidv7(now.getTime());
    return {
      id,
      uniqid: uniqid(),
      webhook_id: target.webhookId,
      callback_id: target.callbackId,
      url: target.url,
      body,
      outbox_id: randomUUID(),
      progress: progressData(
        {
          id,
          shopId: event.shopId,
          webhookId: target.webhookId,
          invoiceUniqid: event.invoiceUniqid,
          event: event.type,
          url: target.url,
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
    event.id,
    event.consumer,
    JSON.stringify(rows),
    event.shopId,
    event.type,
    JSON.stringify(bodies),
    event.invoiceUniqid,
    now.toISOString(),
    event.traceparent,
  ]);
  return result?.queued ?? 0;
}

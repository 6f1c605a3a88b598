import { randomUUID } from 'node:crypto';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import type { AttemptVerdict } from '../domain/schedule';
import { storableOrNull } from '../domain/storable-text';
import type { ClaimedDelivery } from './claim';
import { progressData } from './progress';

/**
 * Records the results of a batch of attempts in one statement on the driver
 * (docs/adr/0007-hot-paths-leave-the-orm.md): for each, the delivery's new state with its next
 * attempt scheduled (or its end), the attempt's row for the log, and the state's announcement to
 * billing (`webhook:delivery.progress` in the outbox), which the old path wrote in a transaction
 * of five statements per attempt.
 *
 * Guarded by the claim: a delivery is updated only while it is PROCESSING under this attempt's
 * number. If an attempt overran its lease and another worker claimed the row again (same
 * number: the first never reported), both send it, the first result recorded wins the row's
 * lock and ends the claim, and the other is dropped with its log row and announcement, since
 * both join only the rows the guard updated: an attempt is recorded once.
 *
 * Crash safety: data-modifying CTEs of one statement apply together or not at all, even outside
 * a transaction, so a delivery is never recorded without its log row and announcement, nor
 * announced without being recorded. A crash before the statement commits leaves the attempts
 * PROCESSING until their lease ends; they are then claimed and sent again under the same
 * numbers (at least once: the receiver may see a delivery id twice, never a second id).
 */
const RECORD_SQL = `
WITH r AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
    "id" uuid, "attempt" int, "status" text, "next_attempt_at" timestamptz, "response_code" int,
    "error_message" text, "duration_ms" int, "url" text, "attempt_id" uuid, "started_at" timestamptz,
    "response_body" text, "request_headers" jsonb, "outbox_id" uuid, "shop_id" uuid, "progress" jsonb)
), recorded AS (
  UPDATE "webhook_deliveries" AS d
  SET "status" = r."status", "next_attempt_at" = r."next_attempt_at", "locked_until" = NULL,
      "response_code" = r."response_code", "error_message" = r."error_message",
      "duration_ms" = r."duration_ms", "url" = r."url", "updated_at" = $2::timestamptz
  FROM r
  WHERE d."id" = r."id" AND d."status" = 'PROCESSING' AND d."attempts" = r."attempt"
  RETURNING d."id"
), history AS (
  INSERT INTO "webhook_delivery_attempts" ("id", "delivery_id", "number", "started_at", "duration_ms",
    "response_code", "error_message", "response_body", "request_headers")
  SELECT r."attempt_id", r."id", r."attempt", r."started_at", r."duration_ms", r."response_code",
    r."error_message", r."response_body", r."request_headers"
  FROM r JOIN recorded USING ("id")
), announced AS (
  INSERT INTO "outbox_events" ("id", "type", "shop_id", "aggregate_id", "payload", "traceparent", "created_at")
  SELECT r."outbox_id", '${WEBHOOK_DELIVERY_PROGRESS_EVENT}', r."shop_id", r."id"::text, r."progress", $3,
    $2::timestamptz
  FROM r JOIN recorded USING ("id")
)
SELECT "id" FROM recorded`;

/** How one attempt ended, as the worker saw it. */
export interface AttemptResult {
  delivery: ClaimedDelivery;
  /** Where it was sent: the endpoint's URL then (the delivery's own when there was no endpoint). */
  url: string;
  startedAt: Date;
  verdict: AttemptVerdict;
  responseCode: number | null;
  errorMessage: string | null;
  durationMs: number;
  responseBody: string | null;
  /** The signed request's headers; empty when no request was made. */
  requestHeaders: Record<string, string>;
}

function rowOf(result: AttemptResult, now: Date) {
  const { delivery, verdict } = result;
  const errorMessage = storableOrNull(result.errorMessage);
  return {
    id: delivery.id,
    attempt: delivery.attempts,
    status: verdict.status,
    next_attempt_at: verdict.nextAttemptAt?.toISOString() ?? null,
    response_code: result.responseCode,
    error_message: errorMessage,
    duration_ms: Math.round(result.durationMs),
    url: result.url,
    attempt_id: randomUUID(),
    started_at: result.startedAt.toISOString(),
    response_body: storableOrNull(result.responseBody),
    request_headers: result.requestHeaders,
    outbox_id: randomUUID(),
    shop_id: delivery.shop_id,
    progress: progressData(
      {
        id: delivery.id,
        shopId: delivery.shop_id,
        webhookId: delivery.webhook_id,
        invoiceUniqid: delivery.invoice_uniqid,
        event: delivery.event,
        url: result.url,
        status: verdict.status,
        attempts: delivery.attempts,
        responseCode: result.responseCode,
        errorMessage,
      },
      now,
    ),
  };
}

/**
 * Records `results` at `now`; returns the ids whose claim still held (the others were taken by
 * a later claim, and their result dropped). `traceparent` is stored with the announcements.
 */
export async function recordAttempts(
  sql: SqlExecutor,
  results: readonly AttemptResult[],
  now: Date,
  traceparent: string | null,
): Promise<string[]> {
  if (results.length === 0) return [];
  const rows = await sql.query<{ id: string }>(RECORD_SQL, [
    JSON.stringify(results.map((result) => rowOf(result, now))),
    now.toISOString(),
    traceparent,
  ]);
  return rows.map((row) => row.id);
}

import type { RetrySchedule } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';

/**
 * Claims due deliveries for one worker and reads everything their attempts need, in one
 * statement on the driver (docs/adr/0007-hot-paths-leave-the-orm.md).
 *
 * `FOR UPDATE SKIP LOCKED` lets several replicas claim side by side: a row another claimer has
 * locked is skipped, and a row it claimed and committed is no longer due (PROCESSING with a
 * lease in the future), so two claimers never take the same attempt. A row is due when PENDING
 * and its time has come, or when PROCESSING past `locked_until`: its worker died between claim
 * and record (nothing else ends a lease), and that attempt runs again under the same number (it
 * never reported, so it is not counted twice).
 *
 * Crash safety: the claim is one statement, so it commits whole or not at all. A crash after it
 * leaves the rows PROCESSING until their lease ends, then due again: at least once, never lost.
 * The endpoint's URL and sealed secret are read in the same statement from the same snapshot;
 * a webhook deleted since queueing (its `webhook_id` set null) reads as no endpoint.
 */
const CLAIM_SQL = `
WITH due AS (
  SELECT "id" FROM "webhook_deliveries"
  WHERE ("status" = 'PENDING' AND "next_attempt_at" <= $1::timestamptz)
     OR ("status" = 'PROCESSING' AND "locked_until" < $1::timestamptz)
  ORDER BY "next_attempt_at", "id"
  LIMIT $3::int
  FOR UPDATE SKIP LOCKED
), claimed AS (
  UPDATE "webhook_deliveries" AS d
  SET "status" = 'PROCESSING',
      "attempts" = CASE WHEN d."status" = 'PROCESSING' THEN d."attempts" ELSE d."attempts" + 1 END,
      "locked_until" = $2::timestamptz,
      "updated_at" = $1::timestamptz
  FROM due
  WHERE d."id" = due."id"
  RETURNING d."id", d."attempts", d."shop_id", d."webhook_id", d."callback_id", d."invoice_uniqid", d."event",
    d."url", d."body", d."traceparent", d."next_attempt_at"
)
SELECT c."id", c."attempts", c."shop_id", c."webhook_id", c."callback_id", c."invoice_uniqid", c."event",
  c."url", c."body", c."traceparent",
  COALESCE(w."url", cb."url") AS "endpoint_url",
  COALESCE(w."secret_ciphertext", cb."secret_ciphertext") AS "secret_ciphertext",
  CASE WHEN w."previous_secret_expires_at" > $1::timestamptz THEN w."previous_secret_ciphertext" END
    AS "previous_secret_ciphertext",
  COALESCE(w."retry_schedule", 'standard') AS "retry_schedule"
FROM claimed c
LEFT JOIN "webhooks" w ON w."id" = c."webhook_id"
LEFT JOIN "payment_callbacks" cb ON cb."id" = c."callback_id"
ORDER BY c."next_attempt_at", c."id"`;

export interface Claim {
  id: string;
  /** The number of the attempt about to be made (1-based). */
  attempts: number;
}

/** A claimed delivery with what its attempt needs: the frozen body and the endpoint as it is now. */
export interface ClaimedDelivery extends Claim {
  shop_id: string;
  webhook_id: string | null;
  callback_id: string | null;
  invoice_uniqid: string | null;
  event: string;
  /** The URL the delivery was last sent to (queued with); the endpoint's may have changed since. */
  url: string;
  body: string;
  traceparent: string | null;
  /** Null when the endpoint (webhook or payment callback) was deleted since queueing. */
  endpoint_url: string | null;
  secret_ciphertext: string | null;
  /** A rotated webhook's previous secret while its overlap window lasts; else null. */
  previous_secret_ciphertext: string | null;
  /** The webhook's retry schedule now; payment callbacks and deleted endpoints: `standard`. */
  retry_schedule: RetrySchedule;
}

export function claimDue(
  sql: SqlExecutor,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return sql.query<ClaimedDelivery>(CLAIM_SQL, [now.toISOString(), lockedUntil.toISOString(), limit]);
}

/**
 * Hands claims back untouched (graceful stop): due again at once, the attempt not counted.
 * Guarded like a record: only while the row is still this claim's (PROCESSING under the same
 * attempt number), so a claim that already expired and was taken again is left to its new owner.
 * One statement: a crash before it leaves the claim to expire, which also makes it due again.
 */
const RELEASE_SQL = `
UPDATE "webhook_deliveries" AS d
SET "status" = 'PENDING', "attempts" = r."attempts" - 1, "locked_until" = NULL,
    "next_attempt_at" = $2::timestamptz, "updated_at" = $2::timestamptz
FROM unnest($1::uuid[], $3::int[]) AS r("id", "attempts")
WHERE d."id" = r."id" AND d."status" = 'PROCESSING' AND d."attempts" = r."attempts"`;

export async function releaseClaims(sql: SqlExecutor, claims: readonly Claim[], now: Date): Promise<void> {
  if (claims.length === 0) return;
  await sql.query(RELEASE_SQL, [claims.map((c) => c.id), now.toISOString(), claims.map((c) => c.attempts)]);
}

const DEPTH_SQL = `SELECT "status", count(*)::int AS "count" FROM "webhook_deliveries"
WHERE "status" IN ('PENDING', 'PROCESSING')
GROUP BY "status"`;

/** Deliveries waiting (PENDING: due or scheduled for a retry) and in flight (PROCESSING). */
export async function queueDepth(sql: SqlExecutor): Promise<{ pending: number; processing: number }> {
  const rows = await sql.query<{ status: string; count: number }>(DEPTH_SQL);
  const depth = { pending: 0, processing: 0 };
  for (const row of rows) {
    if (row.status === 'PENDING') depth.pending = Number(row.count);
    else if (row.status === 'PROCESSING') depth.processing = Number(row.count);
  }
  return depth;
}

import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';

/** A payment attempt as the paying path reads it; money as exact text. */
export interface AttemptRow {
  id: string;
  invoiceId: string;
  shopId: string;
  gateway: string;
  provider: string;
  sessionId: string;
  status: string;
  amount: string;
}

/**
 * The attempt a provider event names by its session, and the event's id recorded in the same
 * statement: `fresh` is false when that provider event was recorded before (a redelivery), so
 * each event is applied once. An unknown session returns nothing and records nothing.
 */
const RECORD_EVENT_SQL = `WITH "attempt" AS (
  SELECT "id", "invoice_id" AS "invoiceId", "shop_id" AS "shopId", "gateway", "provider", "session_id" AS "sessionId",
    "status", "amount"::text AS "amount"
  FROM "payment_attempts" WHERE "session_id" = $1
),
"recorded" AS (
  INSERT INTO "provider_events" ("provider", "event_id", "received_at")
  SELECT a."provider", $2, $3::timestamptz FROM "attempt" a
  ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT a.*, (SELECT count(*) FROM "recorded")::int > 0 AS "fresh" FROM "attempt" a`;

export async function recordProviderEvent(
  db: SqlExecutor,
  sessionId: string,
  eventId: string,
  receivedAt: Date,
): Promise<(AttemptRow & { fresh: boolean }) | null> {
  const [row] = await db.query<AttemptRow & { fresh: boolean }>(RECORD_EVENT_SQL, [
    sessionId,
    eventId,
    receivedAt.toISOString(),
  ]);
  return row ?? null;
}

/** Forgets a provider event that could not be applied, so the provider's retry applies it. */
export async function forgetProviderEvent(db: SqlExecutor, provider: string, eventId: string): Promise<void> {
  await db.query(`DELETE FROM "provider_events" WHERE "provider" = $1 AND "event_id" = $2`, [
    provider,
    eventId,
  ]);
}

/** Moves an attempt to `status` (only from `from`, when given); true when it moved. */
export async function moveAttempt(
  db: SqlExecutor | PrismaRawClient,
  id: string,
  status: string,
  now: Date,
  from?: string,
): Promise<boolean> {
  const rows = await executorFor(db).query<{ id: string }>(
    `UPDATE "payment_attempts" SET "status" = $2, "updated_at" = $3::timestamptz
    WHERE "id" = $1::uuid AND ($4::text IS NULL OR "status" = $4) RETURNING "id"`,
    [id, status, now.toISOString(), from ?? null],
  );
  return rows.length > 0;
}

/** A new attempt, OPEN, at the provider session just created for it. */
export async function insertAttempt(
  db: SqlExecutor | PrismaRawClient,
  attempt: Omit<AttemptRow, 'status'> & { checkoutUrl: string },
  now: Date,
): Promise<void> {
  await executorFor(db).query(
    `INSERT INTO "payment_attempts" ("id", "invoice_id", "shop_id", "gateway", "provider", "session_id", "checkout_url",
      "status", "amount", "created_at", "updated_at")
    VALUES ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6, $7, 'OPEN', $8::numeric, $9::timestamptz, $9::timestamptz)`,
    [
      attempt.id,
      attempt.invoiceId,
      attempt.shopId,
      attempt.gateway,
      attempt.provider,
      attempt.sessionId,
      attempt.checkoutUrl,
      attempt.amount,
      now.toISOString(),
    ],
  );
}

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

const ATTEMPT_COLUMNS = `"id", "invoice_id" AS "invoiceId", "shop_id" AS "shopId", "gateway", "provider",
  "session_id" AS "sessionId", "status", "amount"::text AS "amount"`;

/** The attempt a provider event names: by its session, or by the provider payment it became. */
export async function findAttemptByReference(db: SqlExecutor, reference: string): Promise<AttemptRow | null> {
  const [row] = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM "payment_attempts" WHERE "session_id" = $1
    UNION ALL SELECT ${ATTEMPT_COLUMNS} FROM "payment_attempts" WHERE "payment_ref" = $1 LIMIT 1`,
    [reference],
  );
  return row ?? null;
}

/** Whether a provider event was applied already (a redelivery): checked before any work. */
export async function providerEventSeen(
  db: SqlExecutor,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM "provider_events" WHERE "provider" = $1 AND "event_id" = $2`, [
    provider,
    eventId,
  ]);
  return rows.length > 0;
}

/** Records the event first in the transaction that applies it; false: applied already. */
export type RecordEvent = (tx: SqlExecutor | PrismaRawClient) => Promise<boolean>;

/**
 * Records a provider event as applied, in the transaction that applies it: false when another
 * delivery of it committed first, and that transaction then changes nothing. A crash before the
 * commit leaves it unrecorded, so the provider's retry applies it.
 */
export async function recordProviderEventOnce(
  db: SqlExecutor | PrismaRawClient,
  provider: string,
  eventId: string,
  receivedAt: Date,
): Promise<boolean> {
  const rows = await executorFor(db).query(
    `INSERT INTO "provider_events" ("provider", "event_id", "received_at") VALUES ($1, $2, $3::timestamptz)
    ON CONFLICT DO NOTHING RETURNING 1`,
    [provider, eventId, receivedAt.toISOString()],
  );
  return rows.length > 0;
}

/** The provider payment an attempt's session became (Stripe's payment intent). */
export async function setPaymentRef(
  db: SqlExecutor | PrismaRawClient,
  id: string,
  paymentRef: string,
): Promise<void> {
  await executorFor(db).query(
    `UPDATE "payment_attempts" SET "payment_ref" = $2 WHERE "id" = $1::uuid AND "payment_ref" IS NULL`,
    [id, paymentRef],
  );
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

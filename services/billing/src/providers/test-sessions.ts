import type { SqlExecutor } from '@shopforge/db/sql';

/** A test provider session as stored; money as exact text. */
export interface TestSessionRow {
  id: string;
  amount: string;
  currency: string;
  description: string;
  cryptoGateway: string | null;
  returnUrl: string;
  received: string;
  status: string;
}

const COLUMNS = `"id", "amount"::text AS "amount", "currency", "description", "crypto_gateway" AS "cryptoGateway",
  "return_url" AS "returnUrl", "received"::text AS "received", "status"`;

export async function insertSession(
  sql: SqlExecutor,
  session: Omit<TestSessionRow, 'received' | 'status'>,
  now: Date,
): Promise<void> {
  await sql.query(
    `INSERT INTO "test_provider_sessions" ("id", "amount", "currency", "description", "crypto_gateway", "return_url",
      "status", "created_at", "updated_at")
    VALUES ($1, $2::numeric, $3, $4, $5, $6, 'OPEN', $7::timestamptz, $7::timestamptz)`,
    [
      session.id,
      session.amount,
      session.currency,
      session.description,
      session.cryptoGateway,
      session.returnUrl,
      now.toISOString(),
    ],
  );
}

export async function findSession(sql: SqlExecutor, id: string): Promise<TestSessionRow | null> {
  const [row] = await sql.query<TestSessionRow>(
    `SELECT ${COLUMNS} FROM "test_provider_sessions" WHERE "id" = $1`,
    [id],
  );
  return row ?? null;
}

/** Moves the session to `status` if it is in one of `from`; the session as moved, or null. */
export async function moveSession(
  sql: SqlExecutor,
  id: string,
  from: readonly string[],
  status: string,
  now: Date,
): Promise<TestSessionRow | null> {
  const [row] = await sql.query<TestSessionRow>(
    `UPDATE "test_provider_sessions" SET "status" = $3, "updated_at" = $4::timestamptz
    WHERE "id" = $1 AND "status" = ANY($2::text[]) RETURNING ${COLUMNS}`,
    [id, [...from], status, now.toISOString()],
  );
  return row ?? null;
}

/** Records more received on an open session, if nothing else did since `seen` was read. */
export async function addReceived(
  sql: SqlExecutor,
  id: string,
  seen: string,
  received: string,
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE "test_provider_sessions" SET "received" = $3::numeric, "updated_at" = $4::timestamptz
    WHERE "id" = $1 AND "status" = 'OPEN' AND "received" = $2::numeric RETURNING "id"`,
    [id, seen, received, now.toISOString()],
  );
  return rows.length > 0;
}

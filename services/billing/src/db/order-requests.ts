import type { SqlExecutor } from '@shopforge/db/sql';
import type { RequestKey } from '@shopforge/service-kit';

/** Spec "Limits": a key is remembered for 24 hours, then free again. */
export const ORDER_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;

/** One `order_requests` row, as the order's statement writes it (`insertOrderRequestSql`). */
export interface OrderRequestRecord {
  shop_id: string;
  key: string;
  fingerprint: string;
  invoice_id: string;
  created_at: string;
}

export function orderRequestRecord(
  shopId: string,
  request: RequestKey,
  invoiceId: string,
  now: Date,
): OrderRequestRecord {
  return {
    shop_id: shopId,
    key: request.key,
    fingerprint: request.fingerprint,
    invoice_id: invoiceId,
    created_at: now.toISOString(),
  };
}

/** Inserts the JSON array `param` (zero or one record): a statement's part, like the timeline's. */
export const insertOrderRequestSql = (param: string) =>
  `INSERT INTO "order_requests" ("shop_id", "key", "fingerprint", "invoice_id", "created_at")
SELECT (r->>'shop_id')::uuid, r->>'key', r->>'fingerprint', (r->>'invoice_id')::uuid, (r->>'created_at')::timestamptz
FROM jsonb_array_elements(${param}::jsonb) AS request(r)`;

export interface EarlierOrder {
  invoiceId: string;
  fingerprint: string;
}

/**
 * The order an earlier request with this key created within the key's 24 hours. A row older
 * than that is deleted here, so the key can start a new order (its primary key would refuse it).
 */
export async function earlierOrder(
  sql: SqlExecutor,
  shopId: string,
  request: RequestKey,
  now: Date,
): Promise<EarlierOrder | null> {
  const [row] = await sql.query<{ invoice_id: string; fingerprint: string; created_at: Date | string }>(
    `SELECT "invoice_id"::text, "fingerprint", "created_at" FROM "order_requests"
     WHERE "shop_id" = $1::uuid AND "key" = $2`,
    [shopId, request.key],
  );
  if (!row) return null;
  const cutoff = new Date(now.getTime() - ORDER_REQUEST_TTL_MS);
  if (new Date(row.created_at) <= cutoff) {
    await sql.query(
      `DELETE FROM "order_requests" WHERE "shop_id" = $1::uuid AND "key" = $2 AND "created_at" <= $3::timestamptz`,
      [shopId, request.key, cutoff],
    );
    return null;
  }
  return { invoiceId: row.invoice_id, fingerprint: row.fingerprint };
}

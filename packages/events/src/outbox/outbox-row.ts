import type { EventEnvelope } from '../envelope';

/** One `outbox_events` row as the relay reads it (column names as in the services' migrations). */
export interface OutboxRow {
  id: string;
  /** bigserial: drivers return it as string (pg), bigint (PGlite, Prisma) or number. */
  sequence: string | number | bigint;
  type: string;
  shop_id: string | null;
  aggregate_id: string;
  payload: Record<string, unknown>;
  traceparent: string | null;
  created_at: Date | string;
}

/** Row → envelope: `occurred_at` is the row's `created_at` as ISO 8601, `data` the payload. */
export function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    occurred_at: new Date(row.created_at).toISOString(),
    shop_id: row.shop_id,
    aggregate_id: row.aggregate_id,
    // A bigserial stays far below 2^53 in practice; the envelope schema wants a number.
    sequence: Number(row.sequence),
    traceparent: row.traceparent,
    data: row.payload,
  };
}

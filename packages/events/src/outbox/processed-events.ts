import type { EventEnvelope } from '../envelope';
import type { SqlExecutor } from '@shopforge/db/sql';

/**
 * Consumer-side dedupe table (docs/architecture.md#events-the-outbox-and-signals: consumers
 * remember processed ids). A service adds it to its schema in a migration when it starts consuming;
 * this DDL is the reference (and what tests run). Keyed by consumer too, so two handlers in one
 * service dedupe separately.
 */
export const CREATE_PROCESSED_EVENTS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS "processed_events" (
    "event_id" UUID NOT NULL,
    "consumer" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("event_id", "consumer")
)`;

export async function createProcessedEventsTable(executor: SqlExecutor): Promise<void> {
  await executor.query(CREATE_PROCESSED_EVENTS_TABLE_SQL);
}

export type HandleOnceResult<R> = { handled: true; result: R } | { handled: false };

/**
 * The marker insert as a statement fragment, for a consumer whose whole effect is one statement
 * (`WITH "mark" AS (${markProcessed('$1', '$2')}) … FROM "mark"`): the effect happens only when
 * the marker row is new, and both commit together, as with `handleOnce`.
 */
export const markProcessed = (eventParam: string, consumerParam: string) =>
  `INSERT INTO "processed_events" ("event_id", "consumer") VALUES (${eventParam}::uuid, ${consumerParam})
ON CONFLICT DO NOTHING
RETURNING "event_id"`;

const MARK_SQL = markProcessed('$1', '$2');

/**
 * Runs `fn` at most once per (event, consumer) despite at-least-once delivery. The marker row
 * and `fn`'s writes (made through the `tx` it receives) share one transaction: if `fn` throws
 * both roll back and a redelivery runs it again. A concurrent duplicate blocks on the primary
 * key until the first commits, then sees the conflict and skips.
 */
export function handleOnce<R>(
  executor: SqlExecutor,
  consumer: string,
  event: Pick<EventEnvelope, 'id'>,
  fn: (tx: SqlExecutor) => Promise<R>,
): Promise<HandleOnceResult<R>> {
  return executor.transaction(async (tx): Promise<HandleOnceResult<R>> => {
    const inserted = await tx.query<{ event_id: string }>(MARK_SQL, [event.id, consumer]);
    if (inserted.length === 0) return { handled: false };
    return { handled: true, result: await fn(tx) };
  });
}

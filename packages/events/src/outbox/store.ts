import type { OutboxRow } from './outbox-row';
import type { SqlExecutor } from '@shopforge/db/sql';

/** What the relay does inside one batch's transaction. */
export interface OutboxTransaction {
  /**
   * Unpublished rows in `sequence` order, locked until the transaction ends; empty while
   * another relay replica holds the service's relay lock, so batches never overlap.
   */
  claimBatch(limit: number): Promise<OutboxRow[]>;
  markPublished(ids: readonly string[], at: Date): Promise<void>;
}

/** The relay's view of an outbox: one transaction per batch, so publish + mark commit together. */
export interface OutboxStore {
  transaction<R>(fn: (tx: OutboxTransaction) => Promise<R>): Promise<R>;
}

const CLAIM_SQL = `SELECT "id", "sequence", "type", "shop_id", "aggregate_id", "payload", "traceparent", "created_at"
FROM "outbox_events"
WHERE "published_at" IS NULL
ORDER BY "sequence"
LIMIT $1
FOR UPDATE SKIP LOCKED`;

/**
 * One relay at a time per service database: the batch transaction first takes a
 * transaction-scoped advisory lock. Replicas that miss it relay nothing this poll, so batches
 * are published strictly one after another and per-aggregate order holds across replicas.
 * Any value works as long as all replicas use the same one; the database is the service's own.
 */
const RELAY_LOCK_SQL = `SELECT pg_try_advisory_xact_lock(727165) AS "locked"`;

// uuid[] so one statement marks the whole batch whatever its size.
const MARK_SQL = `UPDATE "outbox_events" SET "published_at" = $2::timestamptz WHERE "id" = ANY($1::uuid[])`;

/** The OutboxStore over raw SQL on the service's own `outbox_events` table. */
export function sqlOutboxStore(executor: SqlExecutor): OutboxStore {
  return {
    transaction: (fn) =>
      executor.transaction((tx) =>
        fn({
          claimBatch: async (limit) => {
            const [lock] = await tx.query<{ locked: boolean }>(RELAY_LOCK_SQL);
            if (!lock?.locked) return [];
            return tx.query<OutboxRow>(CLAIM_SQL, [limit]);
          },
          markPublished: async (ids, at) => {
            if (ids.length === 0) return;
            await tx.query(MARK_SQL, [[...ids], at.toISOString()]);
          },
        }),
      ),
  };
}

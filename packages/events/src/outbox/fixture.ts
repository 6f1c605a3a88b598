// Test support for the outbox tests (not exported from the package index).
import { EVENT_CATALOGUE } from '@shopforge/contracts';
import { PGlite } from '@electric-sql/pglite';
import type { EventBus, EventHandler } from '../bus';
import type { EventEnvelope } from '../envelope';
import { pgliteExecutor } from '@shopforge/db/pglite';
import type { SqlExecutor } from '@shopforge/db/sql';
import { type NewOutboxEvent, writeOutboxEvent } from './write';

/** Same DDL as `services/*\/prisma/migrations/*_init/migration.sql` (copied from catalog). */
export const OUTBOX_EVENTS_DDL = `CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "sequence" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "shop_id" UUID,
    "aggregate_id" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "traceparent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "outbox_events_published_at_sequence_idx" ON "outbox_events"("published_at", "sequence");`;

export const SHOP_ID = '6f1c1d0e-8a4b-4d8e-9b6e-3f6f1f0b2a11';

export async function createOutboxPglite(): Promise<{ db: PGlite; executor: SqlExecutor }> {
  const db = new PGlite();
  await db.exec(OUTBOX_EVENTS_DDL);
  return { db, executor: pgliteExecutor(db) };
}

const exampleContext = {
  shopId: SHOP_ID,
  now: new Date('2026-11-01T00:00:00Z'),
  id: (prefix = '') => `${prefix}x`,
};

/** A valid `order:paid` (the catalogue's example) tagged with `n` so tests can follow it. */
export function orderEvent(aggregateId: string, n: number): NewOutboxEvent {
  const data = { ...EVENT_CATALOGUE['order:paid'].example(exampleContext), n };
  return { type: 'order:paid', shop_id: SHOP_ID, aggregate_id: aggregateId, data };
}

export function productEvent(aggregateId: string): NewOutboxEvent {
  const data = EVENT_CATALOGUE['product:updated'].example(exampleContext);
  return { type: 'product:updated', shop_id: null, aggregate_id: aggregateId, data };
}

/** Writes events in one transaction, as a service does together with its business change. */
export async function writeAll(executor: SqlExecutor, events: NewOutboxEvent[]): Promise<string[]> {
  return executor.transaction(async (tx) => {
    const ids: string[] = [];
    for (const event of events) ids.push((await writeOutboxEvent(tx, event)).id);
    return ids;
  });
}

export async function unpublishedCount(executor: SqlExecutor): Promise<number> {
  const rows = await executor.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM "outbox_events" WHERE "published_at" IS NULL',
  );
  return rows[0]?.n ?? -1;
}

/** A bus that records what was published and can be told to fail, optionally slowly. */
export class RecordingBus implements EventBus {
  readonly published: { topic: string; event: EventEnvelope }[] = [];
  failuresLeft = 0;
  constructor(private readonly delayMs = 0) {}

  async publish(topic: string, events: EventEnvelope[]): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('broker unavailable');
    }
    for (const event of events) this.published.push({ topic, event });
  }
  async subscribe(_topic: string, _group: string, _handler: EventHandler): Promise<void> {}
  async close(): Promise<void> {}
}

import type { TimelineEventType } from '@shopforge/contracts';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { uuidv7 } from '@shopforge/service-kit';
import type { TimelineFacts } from '../domain/timeline-event';

/** One timeline row, keyed by column, as `insertTimelineSql` reads them. */
export interface TimelineRecord {
  id: string;
  shop_id: string;
  invoice_uniqid: string;
  type: TimelineEventType;
  occurred_at: string;
  facts: Record<string, unknown>;
}

/** Only the keys an event knows are stored; reads fill the nulls. */
export function timelineRecord(
  invoice: { shopId: string; uniqid: string },
  type: TimelineEventType,
  occurredAt: Date,
  facts: TimelineFacts = {},
): TimelineRecord {
  return {
    id: uuidv7(occurredAt.getTime()),
    shop_id: invoice.shopId,
    invoice_uniqid: invoice.uniqid,
    type,
    occurred_at: occurredAt.toISOString(),
    facts: JSON.parse(JSON.stringify(facts)),
  };
}

/**
 * Inserts the timeline rows given as a JSON array in `param`, in the array's order (`sequence`
 * keeps its default, so it follows that order).
 */
export const insertTimelineSql = (param: string) =>
  `INSERT INTO "timeline_entries" ("id", "shop_id", "invoice_uniqid", "type", "occurred_at", "facts", "created_at", "updated_at")
SELECT e->>'id', (e->>'shop_id')::uuid, e->>'invoice_uniqid', e->>'type', (e->>'occurred_at')::timestamptz, e->'facts',
  (e->>'occurred_at')::timestamptz, (e->>'occurred_at')::timestamptz
FROM jsonb_array_elements(${param}::jsonb) WITH ORDINALITY AS entry(e, n) ORDER BY n`;

const INSERT_SQL = insertTimelineSql('$1');

/**
 * Appends one invoice timeline event in the caller's transaction: it exists exactly when the
 * change it records committed.
 */
export async function recordTimeline(
  tx: SqlExecutor | PrismaRawClient,
  invoice: { shopId: string; uniqid: string },
  type: TimelineEventType,
  occurredAt: Date,
  facts: TimelineFacts = {},
): Promise<void> {
  await recordTimelineEntries(tx, [timelineRecord(invoice, type, occurredAt, facts)]);
}

/** Appends several timeline rows in one statement, in the order given (`sequence` follows it). */
export async function recordTimelineEntries(
  tx: SqlExecutor | PrismaRawClient,
  records: readonly TimelineRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await executorFor(tx).query(INSERT_SQL, [JSON.stringify(records)]);
}

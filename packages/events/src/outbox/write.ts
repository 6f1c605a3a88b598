import { randomUUID } from 'node:crypto';
import { eventDataSchema } from '@shopforge/contracts';
import { currentTraceFields, injectTraceHeaders, SpanKind, withSpan } from '@shopforge/telemetry';
import { eventEnvelopeSchema } from '../envelope';
import { topicFor } from '../topics';
import type { SqlExecutor } from '@shopforge/db/sql';

export interface NewOutboxEvent {
  /** Defaults to a random UUID; pass one when the caller must know it (e.g. to return it). */
  id?: string;
  type: string;
  shop_id: string | null;
  aggregate_id: string;
  data: Record<string, unknown>;
  /** From the service's injected Clock; defaults to now. */
  occurred_at?: Date;
}

export interface WrittenOutboxEvent {
  id: string;
  traceparent: string | null;
}

/** One event as it goes into the outbox, ready to travel as JSON into a statement. */
export interface StagedOutboxRow {
  id: string;
  type: string;
  shop_id: string | null;
  aggregate_id: string;
  payload: Record<string, unknown>;
  traceparent: string | null;
  created_at: string;
}

/**
 * The outbox insert as a statement fragment, for a statement that makes the business change and
 * records its events at once (a CTE `outbox AS (${insertOutboxRows('$3')})`): the rows are
 * `$n`, a JSON array from `stageOutboxEvents`.
 */
export const insertOutboxRows = (param: string) =>
  `INSERT INTO "outbox_events" ("id", "type", "shop_id", "aggregate_id", "payload", "traceparent", "created_at")
SELECT (e->>'id')::uuid, e->>'type', (e->>'shop_id')::uuid, e->>'aggregate_id', e->'payload', e->>'traceparent',
  (e->>'created_at')::timestamptz
FROM jsonb_array_elements(${param}::jsonb) e`;

const INSERT_ROWS_SQL = insertOutboxRows('$1');

/**
 * Appends one event to the service's outbox. Call it with the executor of the transaction
 * that makes the business change (`prismaExecutor(tx)` inside `prisma.$transaction`), so the
 * event exists if and only if the change committed. The active span's `traceparent` is stored
 * so the relay and consumers continue the same trace.
 */
export async function writeOutboxEvent(
  executor: SqlExecutor,
  event: NewOutboxEvent,
): Promise<WrittenOutboxEvent> {
  const [written] = await writeOutboxEvents(executor, [event]);
  return written as WrittenOutboxEvent;
}

/** Several events of one change in one statement, in the caller's transaction. */
export function writeOutboxEvents(
  executor: SqlExecutor,
  events: readonly NewOutboxEvent[],
): Promise<WrittenOutboxEvent[]> {
  return stageOutboxEvents(events, async (rows, written) => {
    if (rows.length > 0) await executor.query(INSERT_ROWS_SQL, [JSON.stringify(rows)]);
    return written;
  });
}

/**
 * Checks each event against the catalogue and turns it into its row, then runs `write`, which
 * stores the rows (`JSON.stringify(rows)` as the parameter of `insertOutboxRows`) in the
 * statement or transaction of the change they describe. Inside a trace, `write` runs in the
 * events' own producer span, so their stored traceparent (and so the relay's link and the
 * consumers' parent) points at the write; outside one (a background job), no span: the events
 * start no trace of their own, as the job's own queries do not.
 */
export async function stageOutboxEvents<R>(
  events: readonly NewOutboxEvent[],
  write: (rows: StagedOutboxRow[], written: WrittenOutboxEvent[]) => Promise<R>,
): Promise<R> {
  const stage = async () => {
    const rows = events.map(outboxRow);
    return write(
      rows,
      rows.map((row) => ({ id: row.id, traceparent: row.traceparent })),
    );
  };
  if (currentTraceFields() === undefined || events.length === 0) return stage();
  const types = [...new Set(events.map((event) => event.type))].join(', ');
  return withSpan(`outbox write ${types}`, { 'shopforge.event.type': types }, stage, {
    kind: SpanKind.PRODUCER,
  });
}

function outboxRow(event: NewOutboxEvent): StagedOutboxRow {
  const id = event.id ?? randomUUID();
  const occurredAt = event.occurred_at ?? new Date();
  const traceparent = injectTraceHeaders({}).traceparent ?? null;
  // Validate here, in the producer's transaction: a row the bus would reject (bad id, unknown
  // family) would otherwise sit at the head of the outbox and block the relay forever.
  topicFor(event.type);
  const schema = eventDataSchema(event.type);
  if (!schema)
    throw new Error(`"${event.type}" is not in the event catalogue (packages/contracts/src/events)`);
  const checked = schema.safeParse(event.data);
  if (!checked.success) {
    const fields = checked.error.issues.map(
      (issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`,
    );
    throw new Error(`"${event.type}" data does not match its schema: ${fields.join('; ')}`);
  }
  const created_at = occurredAt.toISOString();
  eventEnvelopeSchema.parse({
    id,
    type: event.type,
    occurred_at: created_at,
    shop_id: event.shop_id,
    aggregate_id: event.aggregate_id,
    sequence: 0,
    traceparent,
    data: event.data,
  });
  return {
    id,
    type: event.type,
    shop_id: event.shop_id,
    aggregate_id: event.aggregate_id,
    payload: event.data,
    traceparent,
    created_at,
  };
}

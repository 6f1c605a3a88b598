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

const INSERT_SQL = `INSERT INTO "outbox_events" ("id", "type", "shop_id", "aggregate_id", "payload", "traceparent", "created_at")
VALUES ($1::uuid, $2, $3::uuid, $4, $5::jsonb, $6, $7::timestamptz)`;

/**
 * Appends one event to the service's outbox. Call it with the executor of the transaction
 * that makes the business change (`prismaExecutor(tx)` inside `prisma.$transaction`), so the
 * event exists if and only if the change committed. The active span's `traceparent` is stored
 * so the relay and consumers continue the same trace.
 */
export function writeOutboxEvent(executor: SqlExecutor, event: NewOutboxEvent): Promise<WrittenOutboxEvent> {
  // Inside a trace, its own span, so the event's stored traceparent (and so the relay's link
  // and the consumer's parent) points at the write. Outside one (a background job), no span:
  // the event starts no trace of its own, as the job's own queries do not.
  if (currentTraceFields() === undefined) return insertOutboxEvent(executor, event);
  return withSpan(
    `outbox write ${event.type}`,
    { 'shopforge.event.type': event.type },
    () => insertOutboxEvent(executor, event),
    { kind: SpanKind.PRODUCER },
  );
}

async function insertOutboxEvent(executor: SqlExecutor, event: NewOutboxEvent): Promise<WrittenOutboxEvent> {
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
  eventEnvelopeSchema.parse({
    id,
    type: event.type,
    occurred_at: occurredAt.toISOString(),
    shop_id: event.shop_id,
    aggregate_id: event.aggregate_id,
    sequence: 0,
    traceparent,
    data: event.data,
  });
  await executor.query(INSERT_SQL, [
    id,
    event.type,
    event.shop_id,
    event.aggregate_id,
    // Serialised here so every driver sends the same text to the ::jsonb cast.
    JSON.stringify(event.data),
    traceparent,
    occurredAt.toISOString(),
  ]);
  return { id, traceparent };
}

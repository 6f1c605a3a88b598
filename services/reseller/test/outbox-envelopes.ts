import type { EventEnvelope } from '@shopforge/events';
import type { ApiHarness } from './api-harness';

/** The events of one type in the reseller outbox, as the bus hands them to consumers. */
export async function outboxEnvelopes(h: Pick<ApiHarness, 'prisma'>, type: string): Promise<EventEnvelope[]> {
  const rows = await h.prisma.outboxEvent.findMany({ where: { type }, orderBy: { sequence: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    shop_id: row.shopId,
    aggregate_id: row.aggregateId,
    data: row.payload as Record<string, unknown>,
    occurred_at: row.createdAt.toISOString(),
    sequence: Number(row.sequence),
    traceparent: null,
  }));
}

import { z } from 'zod';

/**
 * The envelope every domain event travels in (docs/architecture.md#events-the-outbox-and-signals):
 * written to the producing service's outbox in the same transaction as the change, published by the
 * relay, keyed by `aggregate_id` so one aggregate's events stay in order.
 */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurred_at: z.iso.datetime(),
  shop_id: z.uuid().nullable(),
  aggregate_id: z.string().min(1),
  sequence: z.number().int().nonnegative(),
  traceparent: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

import { describe, expect, it } from 'vitest';
import { eventEnvelopeSchema } from './envelope';

describe('event envelope', () => {
  it('accepts the documented envelope and refuses one without an aggregate id', () => {
    const event = {
      id: '0190f5a0-0000-7000-8000-000000000001',
      type: 'product:stock',
      occurred_at: '2026-11-22T03:00:00.000Z',
      shop_id: '0190f5a0-0000-7000-8000-000000000002',
      aggregate_id: 'prod_1',
      sequence: 1,
      traceparent: null,
      data: { stock: 3 },
    };
    expect(eventEnvelopeSchema.parse(event)).toEqual(event);
    expect(eventEnvelopeSchema.safeParse({ ...event, aggregate_id: '' }).success).toBe(false);
  });
});

import { invoiceTimelineEventSchema } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { redactForViewer, timelineEvent } from './timeline-event';

const at = new Date('2026-11-01T10:00:00.000Z');

describe('invoice timeline events', () => {
  it('carry every key of the spec, nulls where unknown, occurred_at in ISO 8601 UTC', () => {
    const event = timelineEvent('ev_1', 'created', at, {
      origin: 'API',
      actor: { type: 'api', user_id: null, name: null },
    });
    expect(invoiceTimelineEventSchema.parse(event)).toEqual(event);
    expect(Object.keys(event)).toHaveLength(22);
    expect(event).toMatchObject({
      id: 'ev_1',
      type: 'created',
      occurred_at: '2026-11-01T10:00:00.000Z',
      origin: 'API',
      amount: null,
    });
  });

  it('refuses keys outside the spec’s record', () => {
    const event = { ...timelineEvent('ev_2', 'voided', at), extra: 1 };
    expect(invoiceTimelineEventSchema.safeParse(event).success).toBe(false);
  });

  it('hides a webhook error message from callers who may not view delivered goods', () => {
    const event = timelineEvent('ev_3', 'webhook', at, {
      webhook: {
        event: 'order:paid',
        url: 'https://merchant.example/hooks',
        status: 'FAILED',
        attempts: 5,
        response_code: 500,
        error_message: 'HTTP 500: key KEY-123 rejected',
      },
    });
    expect(redactForViewer(event, false).webhook?.error_message).toBeNull();
    expect(redactForViewer(event, true).webhook?.error_message).toBe('HTTP 500: key KEY-123 rejected');
    expect(redactForViewer(event, false).webhook?.attempts).toBe(5);
  });
});

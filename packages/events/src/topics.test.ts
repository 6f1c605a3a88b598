import { describe, expect, it } from 'vitest';
import { deadLetterTopic, EVENT_FAMILIES, familyOf, topicFor } from './topics';

describe('topics', () => {
  it('maps an event type to its family topic and dead-letter topic', () => {
    expect(topicFor('order:paid')).toBe('shopforge.order');
    expect(topicFor('product:stock')).toBe('shopforge.product');
    expect(topicFor('webhook:delivery:failed')).toBe('shopforge.webhook');
    expect(deadLetterTopic(topicFor('dispute:opened'))).toBe('shopforge.dispute.dlq');
    expect(topicFor('security:setting_changed')).toBe('shopforge.security');
    expect(EVENT_FAMILIES).toHaveLength(12);
  });

  it('refuses an unknown family instead of opening a new topic', () => {
    expect(() => familyOf('orders:paid')).toThrow(/unknown event family/);
    expect(() => topicFor('paid')).toThrow(/unknown event family/);
  });
});

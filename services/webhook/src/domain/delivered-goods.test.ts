import { describe, expect, it } from 'vitest';
import { withoutDeliveredGoods } from './delivered-goods';

describe('withoutDeliveredGoods', () => {
  it('removes license_keys from every line and keeps the key order of the rest', () => {
    const data = {
      uniqid: 'inv',
      line_items: [
        { id: 'l1', license_keys: [{ key: 'K-1' }], quantity: 1 },
        { id: 'l2', quantity: 2 },
      ],
      total: 5,
    };
    const redacted = withoutDeliveredGoods(data);
    expect(JSON.stringify(redacted)).toBe(
      JSON.stringify({
        uniqid: 'inv',
        line_items: [
          { id: 'l1', quantity: 1 },
          { id: 'l2', quantity: 2 },
        ],
        total: 5,
      }),
    );
    expect(data.line_items[0]).toHaveProperty('license_keys');
  });

  it('is null for a payload that carries no goods, so nothing is stored twice', () => {
    expect(withoutDeliveredGoods({ id: 'p' })).toBeNull();
    expect(withoutDeliveredGoods({ line_items: [{ id: 'l1' }] })).toBeNull();
    expect(withoutDeliveredGoods({ line_items: 'x' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bodyWithoutDeliveredGoods, mayViewDeliveredGoods, withoutDeliveredGoods } from './delivered-goods';

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

describe('bodyWithoutDeliveredGoods (the delivery log for who may not see goods)', () => {
  it('drops license_keys from the envelope’s data and keeps everything else', () => {
    const body = JSON.stringify({
      event: 'order:paid',
      data: { uniqid: 'inv', line_items: [{ id: 'l1', license_keys: [{ key: 'K-1' }] }] },
      created_at: 1,
    });
    const shown = bodyWithoutDeliveredGoods(body);
    expect(shown).not.toBeNull();
    expect(shown).not.toContain('K-1');
    expect(JSON.parse(shown ?? '{}')).toEqual({
      event: 'order:paid',
      data: { uniqid: 'inv', line_items: [{ id: 'l1' }] },
      created_at: 1,
    });
  });

  it('is null for a body with no goods, or one that is not an envelope', () => {
    expect(
      bodyWithoutDeliveredGoods(JSON.stringify({ event: 'product:created', data: { id: 'p' } })),
    ).toBeNull();
    expect(bodyWithoutDeliveredGoods('not json')).toBeNull();
    expect(bodyWithoutDeliveredGoods('[1]')).toBeNull();
    expect(bodyWithoutDeliveredGoods(JSON.stringify({ event: 'x', data: [1] }))).toBeNull();
  });

  it('goods are for orders.read with licenses.read (a write covers its read, * covers all)', () => {
    expect(mayViewDeliveredGoods(['orders.read', 'licenses.read'])).toBe(true);
    expect(mayViewDeliveredGoods(['orders.write', 'licenses.write'])).toBe(true);
    expect(mayViewDeliveredGoods(['*'])).toBe(true);
    expect(mayViewDeliveredGoods(['webhooks.read'])).toBe(false);
    expect(mayViewDeliveredGoods(['orders.read'])).toBe(false);
  });
});

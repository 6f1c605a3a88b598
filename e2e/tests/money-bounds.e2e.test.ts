import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/**
 * Money bounds: every amount a request gives and every total, sum or balance computed from
 * them stays within the largest amount the platform holds (999999999999.99); beyond it the
 * answer is 422 `VALIDATION_ERROR` naming the field, never a 500 from a numeric(18,2) column.
 */
let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const MAX = 999_999_999_999.99;
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const fieldsOf = (res: Parameters<typeof errorOf>[0]) => (errorOf(res).details ?? []).map((d) => d.field);

async function serviceProduct(token: string, price: number) {
  const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
    token,
    body: { title: 'Consulting', price, type: 'SERVICE', service_text: 'Booked.' },
  });
  expect(res.status, res.text).toBe(201);
  return dataOf<{ id: string }>(res);
}

describe('computed totals stay within the largest amount', () => {
  it('the review’s order (price 1e9 × quantity 1e5 × 100 lines) is 422 naming each line, not 500', async () => {
    const { fullKey: token } = await newShop(p);
    const product = await serviceProduct(token, 1e9);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token,
      body: {
        customer_email: 'buyer@example.com',
        items: Array.from({ length: 100 }, () => ({ product_id: product.id, quantity: 100_000 })),
      },
    });
    expect(res.status, res.text).toBe(422);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(res)).toContain('items.0.quantity');
    expect(fieldsOf(res)).toContain('items.99.quantity');
  });

  it('an order whose lines each fit but whose sum does not is 422 on items', async () => {
    const { fullKey: token } = await newShop(p);
    const product = await serviceProduct(token, 1e9);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token,
      body: {
        customer_email: 'buyer@example.com',
        items: [
          { product_id: product.id, quantity: 999 },
          { product_id: product.id, quantity: 999 },
        ],
      },
    });
    expect(res.status, res.text).toBe(422);
    expect(fieldsOf(res)).toEqual(['items']);
  });

  it('a wallet credit that would take the balance past the largest amount is 422 on amount', async () => {
    const { fullKey: token } = await newShop(p);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/customers', {
      token,
      body: { email: 'rich@example.com' },
    });
    expect(created.status, created.text).toBe(201);
    const { id } = dataOf<{ id: string }>(created);
    const credit = (amount: number) =>
      call(p.gatewayUrl, 'POST', `/dev/v1/customers/${id}/wallet/credit`, { token, body: { amount } });
    const first = await credit(600_000_000_000);
    expect(first.status, first.text).toBe(200);
    const second = await credit(600_000_000_000);
    expect(second.status, second.text).toBe(422);
    expect(fieldsOf(second)).toEqual(['amount']);
    const entries = await call(p.gatewayUrl, 'GET', `/dev/v1/customers/${id}/wallet/entries`, { token });
    expect(dataOf<unknown[]>(entries)).toHaveLength(1);
  });
});

describe('money inputs stay within the largest amount', () => {
  it('a price of exactly the largest amount is taken; one cent more is 422 on price', async () => {
    const { fullKey: token } = await newShop(p);
    await serviceProduct(token, MAX);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Too dear', price: 1_000_000_000_000, type: 'SERVICE' },
    });
    expect(res.status, res.text).toBe(422);
    expect(fieldsOf(res)).toEqual(['price']);
  });

  it('a volume discount’s value is a money input: above the largest amount is 422', async () => {
    const { fullKey: token } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: {
        title: 'Bulk',
        price: 10,
        type: 'SERVICE',
        volume_discounts: [{ quantity: 2, type: 'FIXED', value: 1e300 }],
      },
    });
    expect(res.status, res.text).toBe(422);
    expect(fieldsOf(res)).toEqual(['volume_discounts.0.value']);
  });
});

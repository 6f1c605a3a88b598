import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** Customers and wallets through the gateway: envelopes, scopes, lists and idempotency. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

type Customer = {
  id: string;
  email: string;
  customer_balance: number;
  total_spent: number;
  order_count: number;
};
const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('customers', () => {
  it('create, read, list with filters, update; a bad email is 422 with details', async () => {
    const { fullKey: token } = await newShop(p);
    const bad = await call(p.gatewayUrl, 'POST', '/dev/v1/customers', { token, body: { email: 'nope' } });
    expect(bad.status).toBe(422);
    expect(errorOf(bad)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'email' })],
    });

    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/customers', {
      token,
      body: { email: 'ada@example.com', name: 'Ada', country_code: 'GB', tags: ['vip'] },
    });
    expect(created.status).toBe(201);
    const ada = dataOf<Customer>(created);
    expect(ada).toMatchObject({ email: 'ada@example.com', customer_balance_currency: 'EUR', tags: ['vip'] });
    await call(p.gatewayUrl, 'POST', '/dev/v1/customers', {
      token,
      body: { email: 'bob@example.com', country_code: 'FR' },
    });

    const filters = encodeURIComponent(JSON.stringify([{ field: 'country_code', op: 'eq', value: 'GB' }]));
    const listed = await call(p.gatewayUrl, 'GET', `/dev/v1/customers?filters=${filters}&limit=10`, {
      token,
    });
    expect(listed.status).toBe(200);
    expect((listed.body as { data: Customer[] }).data.map((customer) => customer.email)).toEqual([
      'ada@example.com',
    ]);

    const patched = await call(p.gatewayUrl, 'PATCH', `/dev/v1/customers/${ada.id}`, {
      token,
      body: { surname: 'Lovelace' },
    });
    expect(dataOf(patched)).toMatchObject({ name: 'Ada', surname: 'Lovelace' });
    const withAffiliate = await call(
      p.gatewayUrl,
      'GET',
      `/dev/v1/customers/${ada.id}?include_affiliate=true`,
      { token },
    );
    expect(dataOf(withAffiliate)).toMatchObject({ affiliate: { revenue: 0, revenue_currency: 'EUR' } });
    const other = await newShop(p);
    const hidden = await call(p.gatewayUrl, 'GET', `/dev/v1/customers/${ada.id}`, { token: other.fullKey });
    expect(hidden.status).toBe(404);
    expect(errorOf(hidden).code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('the wallet credits and debits, refuses an overdraft with 402, and replays a retried debit', async () => {
    const { shop, fullKey: token } = await newShop(p);
    const customer = dataOf<Customer>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/customers', { token, body: { email: 'wallet@example.com' } }),
    );
    const base = `/dev/v1/customers/${customer.id}/wallet`;
    await call(p.gatewayUrl, 'POST', `${base}/credit`, { token, body: { amount: 20 } });
    const retry = { token, body: { amount: 15 }, headers: { 'idempotency-key': 'debit-once' } };
    const first = await call(p.gatewayUrl, 'POST', `${base}/debit`, retry);
    const again = await call(p.gatewayUrl, 'POST', `${base}/debit`, retry);
    expect(first.status).toBe(200);
    expect(again.headers['idempotency-status']).toBe('cached');
    expect(dataOf(again)).toEqual(dataOf(first));
    expect(dataOf<{ customer: Customer }>(first).customer.customer_balance).toBe(5);
    const over = await call(p.gatewayUrl, 'POST', `${base}/debit`, { token, body: { amount: 6 } });
    expect(over.status).toBe(402);
    expect(errorOf(over).code).toBe('INSUFFICIENT_BALANCE');
    const reader = await newKey(p, shop.id, ['customers.read']);
    const denied = await call(p.gatewayUrl, 'POST', `${base}/credit`, {
      token: reader.api_key,
      body: { amount: 1 },
    });
    expect(denied.status).toBe(403);
  });
});

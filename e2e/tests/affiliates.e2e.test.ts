import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/** The affiliate programme through the gateway. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('affiliates', () => {
  it('an approved affiliate’s code on a paid order shows on the order, the affiliate lists and the customer record', async () => {
    const { fullKey: token } = await newShop(p);
    const customer = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/customers', {
        token,
        body: { email: 'partner@example.com' },
      }),
    );
    const applied = await call(p.gatewayUrl, 'POST', '/dev/v1/affiliates/applications', {
      token,
      body: { customer_id: customer.id, message: 'YouTube reviews' },
    });
    expect(applied.status).toBe(201);
    const applications = await call(p.gatewayUrl, 'GET', '/dev/v1/affiliates/applications', { token });
    expect((applications.body as { pagination: unknown }).pagination).toEqual({
      total: 1,
      page: 1,
      limit: 25,
      total_pages: 1,
      has_more: false,
    });
    const id = dataOf<{ id: string }>(applied).id;
    const approved = await call(p.gatewayUrl, 'POST', `/dev/v1/affiliates/applications/${id}/approve`, {
      token,
      body: { commission_percent: 10, code: 'partner' },
    });
    expect(dataOf(approved)).toMatchObject({ status: 'APPROVED' });

    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Course', price: 40, type: 'SERVICE' },
      }),
    );
    const order = dataOf<{ id: string; uniqid: string; affiliate_customer_id: string | null }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: {
          customer_email: 'student@example.com',
          referral_code: 'PARTNER',
          items: [{ product_id: product.id, quantity: 1 }],
        },
      }),
    );
    expect(order.affiliate_customer_id).toBe(customer.id);
    expect((await operatorCli(p)('order', 'pay', '--invoice', order.uniqid)).code).toBe(0);

    const affiliates = await call(p.gatewayUrl, 'GET', '/dev/v1/affiliates/customers?page=1&limit=10', {
      token,
    });
    expect(dataOf(affiliates)).toEqual([
      expect.objectContaining({ customer_id: customer.id, code: 'PARTNER', revenue: 4, referred_orders: 1 }),
    ]);
    const record = await call(
      p.gatewayUrl,
      'GET',
      `/dev/v1/customers/${customer.id}?include_affiliate=true`,
      { token },
    );
    expect(dataOf(record)).toMatchObject({
      affiliate_revenue: 4,
      affiliate_revenue_percent: 10,
      affiliate: { revenue: 4, code: 'PARTNER', referred_orders: 1 },
    });

    const again = await call(p.gatewayUrl, 'POST', `/dev/v1/affiliates/applications/${id}/approve`, {
      token,
      body: {},
    });
    expect(again.status).toBe(400);
    const badPage = await call(p.gatewayUrl, 'GET', '/dev/v1/affiliates/customers?page=0', { token });
    expect(badPage.status).toBe(422);
    expect(errorOf(badPage).details?.[0]?.field).toBe('page');
  });
});

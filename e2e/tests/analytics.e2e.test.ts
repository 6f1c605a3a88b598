import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/** Analytics reports through the gateway: an asynchronous job whose result is read by polling. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
interface Report {
  id: string;
  latest_run: { status: string; result: { revenue: number; orders: number; currency: string } | null } | null;
}

describe('analytics reports', () => {
  it('generate answers 202 with a queued run; the report then carries the result in the shop currency', async () => {
    const { fullKey: token } = await newShop(p);
    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Ebook', price: 12, type: 'SERVICE' },
      }),
    );
    const order = dataOf<{ uniqid: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: 'reader@example.com', items: [{ product_id: product.id, quantity: 2 }] },
      }),
    );
    expect((await operatorCli(p)('order', 'pay', '--invoice', order.uniqid)).code).toBe(0);

    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/analytics/reports', {
      token,
      body: { name: 'Sales' },
    });
    expect(created.status).toBe(201);
    const report = dataOf<Report>(created);
    const queued = await call(p.gatewayUrl, 'POST', `/dev/v1/analytics/reports/${report.id}/generate`, {
      token,
    });
    expect(queued.status).toBe(202);
    expect(dataOf<{ status: string }>(queued).status).toBe('QUEUED');

    let latest: Report['latest_run'] = null;
    for (let attempt = 0; attempt < 100 && latest?.status !== 'SUCCEEDED'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      latest = dataOf<Report>(
        await call(p.gatewayUrl, 'GET', `/dev/v1/analytics/reports/${report.id}`, { token }),
      ).latest_run;
    }
    expect(latest).toMatchObject({
      status: 'SUCCEEDED',
      result: { currency: 'EUR', revenue: 24, orders: 1 },
    });
    const list = await call(p.gatewayUrl, 'GET', '/dev/v1/analytics/reports', { token });
    expect(dataOf<Report[]>(list)[0]?.latest_run?.status).toBe('SUCCEEDED');
  });

  it('a custom range needs from and to; unknown reports are 404', async () => {
    const { fullKey: token } = await newShop(p);
    const bad = await call(p.gatewayUrl, 'POST', '/dev/v1/analytics/reports', {
      token,
      body: { name: 'x', range: 'CUSTOM' },
    });
    expect(bad.status).toBe(422);
    expect(
      errorOf(bad)
        .details?.map((detail) => detail.field)
        .sort(),
    ).toEqual(['from', 'to']);
    const missing = await call(
      p.gatewayUrl,
      'POST',
      '/dev/v1/analytics/reports/0190f5a0-0000-7000-8000-000000000000/generate',
      {
        token,
      },
    );
    expect(missing.status).toBe(404);
  });
});

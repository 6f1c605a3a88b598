import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call } from '../src/http';
import { FormBrowser } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

/** Payment links: created through the API, opened by a buyer, paid at the hosted checkout. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('payment links', () => {
  it('a buyer opens the link, gives an email, lands on the checkout; toggling closes the link', async () => {
    const { fullKey: token } = await newShop(p);
    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Course', price: 15, type: 'SERVICE' },
      }),
    );
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/payment-links', {
      token,
      body: { product_id: product.id },
    });
    expect(created.status).toBe(201);
    const link = dataOf<{ id: string; url: string }>(created);
    expect(link.url.startsWith(`${p.gatewayUrl}/pay/`)).toBe(true);

    const buyer = new FormBrowser(p.gatewayUrl);
    const pagePath = new URL(link.url).pathname;
    const shown = await buyer.open(pagePath);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('15.00 EUR');
    const invalid = await buyer.open(pagePath, { email: 'nope' });
    expect(invalid.status).toBe(400);
    const opened = await buyer.open(pagePath, { email: 'buyer@example.com' });
    expect(opened.status).toBe(303);
    const uniqid = opened.location?.split('/').pop() ?? '';
    expect(opened.location).toBe(`${p.gatewayUrl}/checkout/${uniqid}`);
    expect((await operatorCli(p)('order', 'pay', '--invoice', uniqid)).code).toBe(0);
    const invoice = dataOf<{ status: string; customer_email: string }>(
      await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${uniqid}`, { token }),
    );
    expect(invoice).toMatchObject({ status: 'COMPLETED', customer_email: 'buyer@example.com' });

    const toggled = await call(p.gatewayUrl, 'POST', `/dev/v1/payment-links/${link.id}/toggle`, { token });
    expect(dataOf(toggled)).toMatchObject({ active: false, uses: 1 });
    const closed = await buyer.open(pagePath);
    expect(closed.status).toBe(410);
    expect(closed.body).toContain('turned off');
    expect((await buyer.open(pagePath, { email: 'late@example.com' })).status).toBe(410);
  });
});

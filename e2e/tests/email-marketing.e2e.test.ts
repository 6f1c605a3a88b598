import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** Email-marketing segments through the gateway. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('email marketing', () => {
  it('a paid buyer is a contact; a segment of the product’s buyers counts them; malformed rules are a 422 with details', async () => {
    const { fullKey: token, shop } = await newShop(p);
    const product = dataOf<{ id: string; uniqid: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: { title: 'Guide', price: 5, type: 'SERVICE' },
      }),
    );
    const order = dataOf<{ uniqid: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token,
        body: { customer_email: 'reader@example.com', items: [{ product_id: product.id, quantity: 1 }] },
      }),
    );
    expect((await operatorCli(p)('order', 'pay', '--invoice', order.uniqid)).code).toBe(0);

    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/email-marketing/segments', {
      token,
      body: {
        name: 'Guide buyers',
        filter_rules: { product: { uniqid: product.uniqid }, consent: 'SOFT_OPT_IN' },
      },
    });
    expect(created.status).toBe(201);
    expect(dataOf(created)).toMatchObject({ name: 'Guide buyers', contact_count: 1 });

    const unsubscribed = await call(p.gatewayUrl, 'POST', '/dev/v1/email-marketing/contacts', {
      token,
      body: { email: 'reader@example.com', subscribed: false },
    });
    expect(dataOf(unsubscribed)).toMatchObject({
      subscribed: false,
      consent_basis: 'CONSENT',
      source: 'dev-api',
    });
    const id = dataOf<{ id: string }>(created).id;
    const recounted = await call(p.gatewayUrl, 'GET', `/dev/v1/email-marketing/segments/${id}`, { token });
    expect(dataOf(recounted)).toMatchObject({ contact_count: 0 });

    const bad = await call(p.gatewayUrl, 'POST', '/dev/v1/email-marketing/segments', {
      token,
      body: { name: 'Bad', filter_rules: { tags: { any: 'vip' }, min_order_count: 'two' } },
    });
    expect(bad.status).toBe(422);
    expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
    expect(errorOf(bad).details?.map((detail) => detail.field)).toEqual([
      'filter_rules.tags.any',
      'filter_rules.min_order_count',
    ]);

    const reader = await newKey(p, shop.id, ['email_marketing.read']);
    const denied = await call(p.gatewayUrl, 'POST', '/dev/v1/email-marketing/segments', {
      token: reader.api_key,
      body: { name: 'x', filter_rules: {} },
    });
    expect(denied.status).toBe(403);
    expect(
      (await call(p.gatewayUrl, 'GET', '/dev/v1/email-marketing/segments', { token: reader.api_key })).status,
    ).toBe(200);
  });
});

import { PLAN_RATE_LIMITS } from '@shopforge/contracts';
import { NotFoundError, Shopforge, ValidationError } from '@shopforge/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

describe('@shopforge/sdk against the real gateway', () => {
  it('creates a product, orders it and lists the orders, typed; errors arrive as typed classes', async () => {
    const { fullKey } = await newShop(p);
    const sf = new Shopforge({ apiKey: fullKey, baseUrl: p.gatewayUrl });
    const { data: product } = await sf.post('/dev/v1/products', {
      body: { title: 'SDK key', price: 4.5, type: 'SERVICE', service_text: 'Thanks' },
    });
    expect(product).toMatchObject({ title: 'SDK key', price: 4.5, type: 'SERVICE' });
    const orders: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { data: order } = await sf.post('/dev/v1/orders', {
        body: { customer_email: `sdk${i}@example.com`, items: [{ product_id: product.id, quantity: 1 }] },
      });
      orders.push(order.uniqid);
    }
    const listed: string[] = [];
    for await (const order of sf.list('/dev/v1/orders', { params: { query: { limit: 2 } } })) {
      listed.push(order.uniqid);
    }
    expect(listed.sort()).toEqual([...orders].sort());

    const invalid = await sf
      .post('/dev/v1/products', { body: { title: '', price: -1, type: 'SERVICE' } })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).details.map((d) => d.field)).toEqual(
      expect.arrayContaining(['title', 'price']),
    );
    expect((invalid as ValidationError).requestId).toMatch(/.+/);
    const missing = await sf
      .get('/dev/v1/products/{id}', { params: { path: { id: '0190f5a0-0000-7000-8000-000000000000' } } })
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
  });

  it('waits out a 429 by itself: Retry-After honoured, the call answered', async () => {
    const { fullKey } = await newShop(p);
    // Empty the free plan's bucket.
    for (let i = 0; i < PLAN_RATE_LIMITS.free.capacity + 2; i++) {
      await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: fullKey });
    }
    const statuses: number[] = [];
    const sf = new Shopforge({
      apiKey: fullKey,
      baseUrl: p.gatewayUrl,
      fetch: async (request) => {
        const response = await fetch(request);
        statuses.push(response.status);
        return response;
      },
    });
    const me = await sf.get('/dev/v1/me');
    expect(me).toHaveProperty('data');
    expect(statuses[0]).toBe(429);
    expect(statuses.at(-1)).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../src/event-stream';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const openStream = (token: string, query = '') => openEventStream(p.gatewayUrl, token, query);

describe('GET /dev/v1/events/stream', () => {
  it('streams each new event of the shop as the body its webhook delivery carries, within a second', async () => {
    const { fullKey } = await newShop(p);
    const stream = await openStream(fullKey, '?types=product:created');
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const started = Date.now();
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Streamed', price: 2, type: 'SERVICE' },
    });
    const product = (created.body as { data: { id: string } }).data;
    const [first] = await stream.waitFor(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(first?.event).toBe('product:created');
    const body = JSON.parse(first?.data ?? '{}');
    expect(body).toMatchObject({
      event: 'product:created',
      data: { id: product.id, title: 'Streamed' },
      ordering_key: product.id,
    });
    const recorded = await call(p.gatewayUrl, 'GET', `/dev/v1/events/${first?.id}`, { token: fullKey });
    expect(recorded.body).toMatchObject({
      data: { id: first?.id, type: 'product:created', data: body.data },
    });
    // Only the asked-for types: an order's events are not streamed.
    await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token: fullKey,
      body: { customer_email: 'stream@example.com', items: [{ product_id: product.id, quantity: 1 }] },
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(stream.events.map((e) => e.event)).toEqual(['product:created']);
    await stream.stop();
  });

  it('refuses a missing key (401), a key without events.read (403) and an unknown type (422)', async () => {
    const { fullKey, shop } = await newShop(p);
    const noAuth = await call(p.gatewayUrl, 'GET', '/dev/v1/events/stream');
    expect(noAuth.status).toBe(401);
    const narrow = await newKey(p, shop.id, ['products.read']);
    const forbidden = await call(p.gatewayUrl, 'GET', '/dev/v1/events/stream', { token: narrow.api_key });
    expect(forbidden.status).toBe(403);
    const bad = await call(p.gatewayUrl, 'GET', '/dev/v1/events/stream?types=order:*', { token: fullKey });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;
let shop: Awaited<ReturnType<typeof newShop>>;

beforeAll(async () => {
  p = await platform();
  shop = await newShop(p, 'Acme Digital');
});

describe('GET /dev/v1/me', () => {
  it('returns the shop record of the key in data, with Unix-second timestamps', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: shop.fullKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: shop.shop.id,
        name: 'Acme Digital',
        slug: 'acme-digital',
        currency: 'EUR',
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      },
    });
    const data = (res.body as { data: { created_at: number } }).data;
    expect(Number.isInteger(data.created_at)).toBe(true);
    expect(Math.abs(data.created_at - Date.now() / 1000)).toBeLessThan(300);
  });

  it('generates an X-Request-Id when none is sent', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: shop.fullKey });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes the X-Request-Id the caller sent', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', {
      token: shop.fullKey,
      headers: { 'x-request-id': 'trace-me-123' },
    });
    expect(res.headers['x-request-id']).toBe('trace-me-123');
  });

  it('gives every shop its own slug', async () => {
    const twin = await newShop(p, 'Acme Digital');
    expect(twin.shop.slug).toBe('acme-digital-2');
  });
});

describe('GET /dev/v1/me/capabilities', () => {
  it('describes a full-access key', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me/capabilities', { token: shop.fullKey });
    expect(res.status).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(data.scopes).toEqual(['*']);
    expect(data.fullAccess).toBe(true);
    expect(data.readable).toContain('products');
    expect(data.writable).toContain('webhooks');
    expect(data.enabledPaymentMethods).toEqual(['TEST']);
    expect(data.features).toEqual({ nativeCryptoCheckout: { enabled: false, gateways: [] } });
    expect(data.oauthClient).toBeNull();
    expect(data.credential).toEqual({ type: 'api_key', id: shop.keyId });
  });

  it('derives readable and writable groups from a narrow key', async () => {
    const key = await p.operator.operator.createKey.mutate({
      shop_id: shop.shop.id,
      scopes: ['products.read'],
    });
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me/capabilities', { token: key.api_key });
    const data = (res.body as { data: { fullAccess: boolean; readable: string[]; writable: string[] } }).data;
    expect(data.fullAccess).toBe(false);
    expect(data.readable).toEqual(['products']);
    expect(data.writable).toEqual([]);
  });
});

describe('GET /dev/v1/webhooks/events', () => {
  it('lists the exact event names, no wildcards', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/webhooks/events', { token: shop.fullKey });
    expect(res.status).toBe(200);
    const events = (res.body as { data: { events: string[] } }).data.events;
    expect(events).toContain('order:paid');
    expect(events).toContain('order:paid:product');
    expect(events).toContain('reseller:sale');
    expect(events.some((name) => name.includes('*'))).toBe(false);
  });
});

describe('GET /dev/v1/products', () => {
  it('returns an empty cursor page for a new shop', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: shop.fullKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], pagination: { next_cursor: null, has_more: false } });
  });

  it('refuses a limit outside 1 to 100 with VALIDATION_ERROR details', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/products?limit=500', { token: shop.fullKey });
    expect(res.status).toBe(422);
    const error = (res.body as { error: { code: string; details: { field: string }[] } }).error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details[0]?.field).toBe('limit');
  });

  it('refuses a forged cursor', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/products?cursor=bm9wZQ', { token: shop.fullKey });
    expect(res.status).toBe(422);
  });
});

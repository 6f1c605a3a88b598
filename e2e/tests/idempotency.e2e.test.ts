import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const product = { title: 'Idempotent Key', price: 9.5, type: 'SERIALS' };

async function productCount(token: string): Promise<number> {
  const res = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token });
  return (res.body as { data: unknown[] }).data.length;
}

describe('Idempotency-Key on state-changing routes', () => {
  it('performs a POST once and replays the stored answer for the same key and body', async () => {
    const { fullKey } = await newShop(p);
    const headers = { 'idempotency-key': 'create-1' };
    const first = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers,
      body: product,
    });
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-status']).toBe('created');
    const second = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers,
      body: product,
    });
    expect(second.status).toBe(201);
    expect(second.headers['idempotency-status']).toBe('cached');
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await productCount(fullKey)).toBe(1);
  });

  it('accepts X-Idempotency-Key as a synonym', async () => {
    const { fullKey } = await newShop(p);
    const headers = { 'x-idempotency-key': 'synonym' };
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, headers, body: product });
    const again = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers,
      body: product,
    });
    expect(again.headers['idempotency-status']).toBe('cached');
    expect(await productCount(fullKey)).toBe(1);
  });

  it('treats bodies that differ only in key order as the same request', async () => {
    const { fullKey } = await newShop(p);
    const headers = { 'idempotency-key': 'order' };
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, headers, body: product });
    const reordered = { type: 'SERIALS', price: 9.5, title: 'Idempotent Key' };
    const again = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers,
      body: reordered,
    });
    expect(again.headers['idempotency-status']).toBe('cached');
  });

  it('refuses the same key with another body with 422 IDEMPOTENCY_CONFLICT', async () => {
    const { fullKey } = await newShop(p);
    const headers = { 'idempotency-key': 'conflict' };
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, headers, body: product });
    const other = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers,
      body: { ...product, price: 10 },
    });
    expect(other.status).toBe(422);
    expect(errorOf(other).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await productCount(fullKey)).toBe(1);
  });

  it('answers bypassed when no key is sent, and every call executes', async () => {
    const { fullKey } = await newShop(p);
    const first = await call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, body: product });
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, body: product });
    expect(first.headers['idempotency-status']).toBe('bypassed');
    expect(await productCount(fullKey)).toBe(2);
  });

  it('caches 4xx answers too', async () => {
    const { fullKey } = await newShop(p);
    const headers = { 'idempotency-key': 'invalid' };
    const first = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers,
      body: { title: '' },
    });
    expect(first.status).toBe(422);
    const again = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers,
      body: { title: '' },
    });
    expect(again.status).toBe(422);
    expect(again.headers['idempotency-status']).toBe('cached');
    expect(again.body).toEqual(first.body);
  });

  it('refuses keys longer than 255 characters', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers: { 'idempotency-key': 'k'.repeat(256) },
      body: product,
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(await productCount(fullKey)).toBe(0);
  });

  it('scopes keys to the credential: another key of the shop runs its own request', async () => {
    const { shop, fullKey } = await newShop(p);
    const other = await newKey(p, shop.id, ['products.write']);
    const headers = { 'idempotency-key': 'shared-name' };
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, headers, body: product });
    const second = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: other.api_key,
      headers,
      body: product,
    });
    expect(second.headers['idempotency-status']).toBe('created');
    expect(await productCount(fullKey)).toBe(2);
  });

  it('executes once when 10 identical requests race with one key', async () => {
    const { fullKey } = await newShop(p);
    const headers = { 'idempotency-key': 'race' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, headers, body: product }),
      ),
    );
    const statuses = results.map((r) => r.headers['idempotency-status']);
    expect(statuses.filter((s) => s === 'created')).toHaveLength(1);
    for (const r of results) {
      if (r.headers['idempotency-status'] === 'processing') {
        expect(r.status).toBe(409);
        expect(errorOf(r).code).toBe('CONFLICT');
        expect(r.headers['retry-after']).toBe('1');
      } else {
        expect(r.status).toBe(201);
      }
    }
    expect(await productCount(fullKey)).toBe(1);
  });
});

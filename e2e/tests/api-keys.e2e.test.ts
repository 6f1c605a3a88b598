import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** The shop's keys through the Developer API: what the dashboard's key page does. */
let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

describe('API keys through the Developer API', () => {
  it('a key created with products.read reads products at once, cannot write them, and gets 401 after it is revoked', async () => {
    const { fullKey } = await newShop(p, 'Key Page Shop');
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/api-keys', {
      token: fullKey,
      body: { name: 'Read-only', scopes: ['products.read'] },
    });
    expect(created.status).toBe(201);
    const { api_key: key, key_id: id } = (created.body as { data: { api_key: string; key_id: string } }).data;

    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: key })).status).toBe(200);
    const write = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: key,
      body: { title: 'Nope', price: 1, type: 'SERVICE' },
    });
    expect(write.status).toBe(403);

    const listed = await call(p.gatewayUrl, 'GET', '/dev/v1/api-keys', { token: fullKey });
    const keys = (listed.body as { data: { id: string; prefix: string; last_used_at: number | null }[] })
      .data;
    const mine = keys.find((entry) => entry.id === id);
    expect(mine?.prefix).toBe(key.slice(0, mine?.prefix.length));
    expect(mine?.last_used_at).not.toBeNull();
    expect(listed.text).not.toContain(key);

    const revoked = await call(p.gatewayUrl, 'DELETE', `/dev/v1/api-keys/${id}`, { token: fullKey });
    expect(revoked.status).toBe(200);
    const after = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: key });
    expect(after.status).toBe(401);
    expect(errorOf(after).code).toBe('UNAUTHORIZED');
  });

  it('a key cannot grant more than it holds (403), and a key without api_keys scopes cannot list keys (403)', async () => {
    const { fullKey, shop } = await newShop(p);
    const manager = await newKey(p, shop.id, ['api_keys.write', 'products.read']);
    const beyond = await call(p.gatewayUrl, 'POST', '/dev/v1/api-keys', {
      token: manager.api_key,
      body: { scopes: ['products.write'] },
    });
    expect(beyond.status).toBe(403);
    expect(errorOf(beyond).message).toContain('products.write');
    const within = await call(p.gatewayUrl, 'POST', '/dev/v1/api-keys', {
      token: manager.api_key,
      body: { scopes: ['products.read'] },
    });
    expect(within.status).toBe(201);

    const reader = await newKey(p, shop.id, ['products.read']);
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/api-keys', { token: reader.api_key })).status).toBe(403);
    const unknown = await call(p.gatewayUrl, 'POST', '/dev/v1/api-keys', {
      token: fullKey,
      body: { scopes: ['products.fly'] },
    });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).details?.[0]?.field).toContain('scopes');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

/** Licenses through the gateway: created, validated with device binding, the spec's error codes. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;

describe('licenses', () => {
  it('create, validate (binding the first device), the spec error codes, disable, delete with 204', async () => {
    const { shop, fullKey: token } = await newShop(p);
    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token,
        body: {
          title: 'Editor Pro',
          price: 20,
          type: 'SERVICE',
          licensing_enabled: true,
          license_period: '1y',
        },
      }),
    );
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/licenses', {
      token,
      body: { product_id: product.id },
    });
    expect(created.status).toBe(201);
    const license = dataOf<{ id: string; key: string }>(created);
    const validate = (body: Record<string, unknown>, key = token) =>
      call(p.gatewayUrl, 'POST', '/dev/v1/licenses/validate', { token: key, body });

    const first = await validate({ key: license.key, product_id: product.id, hwid: 'laptop' });
    expect(first.status).toBe(200);
    expect(dataOf(first)).toMatchObject({ valid: true, license: { hwid: 'laptop' } });
    const mismatch = await validate({ key: license.key, hwid: 'desktop' });
    expect(mismatch.status).toBe(400);
    expect(errorOf(mismatch).code).toBe('LICENSE_HWID_MISMATCH');
    const malformed = await validate({ key: 'not-a-key' });
    expect([malformed.status, errorOf(malformed).code]).toEqual([400, 'LICENSE_INVALID']);
    const unknown = await validate({ key: 'AAAAA-BBBBB-CCCCC-DDDDD' });
    expect([unknown.status, errorOf(unknown).code]).toEqual([404, 'LICENSE_NOT_FOUND']);
    await call(p.gatewayUrl, 'PATCH', `/dev/v1/licenses/${license.id}`, {
      token,
      body: { expires_at: 1_000_000 },
    });
    const expired = await validate({ key: license.key, hwid: 'laptop' });
    expect([expired.status, errorOf(expired).code]).toEqual([400, 'LICENSE_EXPIRED']);

    const reader = await newKey(p, shop.id, ['licenses.read']);
    const denied = await call(p.gatewayUrl, 'DELETE', `/dev/v1/licenses/${license.id}`, {
      token: reader.api_key,
    });
    expect(denied.status).toBe(403);
    const deleted = await call(p.gatewayUrl, 'DELETE', `/dev/v1/licenses/${license.id}`, { token });
    expect(deleted.status).toBe(204);
    expect((await validate({ key: license.key })).status).toBe(404);
  });
});

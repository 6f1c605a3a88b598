import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newKey, newShop } from '../src/shops';

let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

function expectEnvelope(res: ApiResponse, status: number, code: string) {
  expect(res.status).toBe(status);
  const error = errorOf(res);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.doc_url).toMatch(/^https?:\/\/[^/]+\/docs\/errors#[A-Z_]+$/);
  expect(res.headers['x-request-id']).toBeTruthy();
}

describe('missing or invalid keys get 401 UNAUTHORIZED in the envelope, never 500', () => {
  const cases: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['empty bearer', { authorization: 'Bearer ' }],
    ['empty header', { authorization: '' }],
    ['wrong scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['wrong prefix', { authorization: `Bearer shy_${'a'.repeat(32)}` }],
    ['too short', { authorization: `Bearer shx_${'a'.repeat(31)}` }],
    ['too long', { authorization: `Bearer shx_${'a'.repeat(33)}` }],
    ['well-formed but unknown', { authorization: `Bearer shx_${'A'.repeat(32)}` }],
    ['10 kB long', { authorization: `Bearer shx_${'a'.repeat(10_240)}` }],
    ['punctuation', { authorization: 'Bearer shx_!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!' }],
  ];
  for (const [label, headers] of cases) {
    it(label, async () => {
      const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { headers });
      expectEnvelope(res, 401, 'UNAUTHORIZED');
    });
  }

  it('non-ASCII token', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', {
      headers: {
        authorization: Buffer.from('Bearer shx_ÄÖÜäöüßÄÖÜäöüßÄÖÜäöüßÄÖÜäöüßÄÖÜä', 'latin1').toString(
          'latin1',
        ),
      },
    });
    expectEnvelope(res, 401, 'UNAUTHORIZED');
  });

  it('the operator token is not a public credential', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: p.operatorToken });
    expectEnvelope(res, 401, 'UNAUTHORIZED');
  });
});

describe('scopes', () => {
  it('a products.read key reads products and is refused elsewhere with the spec message', async () => {
    const { shop } = await newShop(p);
    const key = await newKey(p, shop.id, ['products.read']);
    const products = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: key.api_key });
    expect(products.status).toBe(200);
    const events = await call(p.gatewayUrl, 'GET', '/dev/v1/webhooks/events', { token: key.api_key });
    expectEnvelope(events, 403, 'FORBIDDEN');
    expect(errorOf(events).message).toBe('Missing required API scope.');
  });

  it('a write scope implies the read scope of its group', async () => {
    const { shop } = await newShop(p);
    const key = await newKey(p, shop.id, ['webhooks.write']);
    const events = await call(p.gatewayUrl, 'GET', '/dev/v1/webhooks/events', { token: key.api_key });
    expect(events.status).toBe(200);
  });
});

describe('revocation', () => {
  it('a revoked key fails with 401 on the very next request', async () => {
    const { shop } = await newShop(p);
    const key = await newKey(p, shop.id, ['products.read']);
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: key.api_key })).status).toBe(200);
    await p.operator.operator.revokeKey.mutate({ key_id: key.key_id });
    expectEnvelope(
      await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: key.api_key }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('revoking one key leaves the shop’s other keys working', async () => {
    const { shop, fullKey } = await newShop(p);
    const key = await newKey(p, shop.id, ['products.read']);
    await p.operator.operator.revokeKey.mutate({ key_id: key.key_id });
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: fullKey })).status).toBe(200);
  });
});

describe('suspended shops', () => {
  it('get 403 "Your shop has been suspended." on every route until unsuspended', async () => {
    const { shop, fullKey } = await newShop(p);
    // Answered once first, so the gateway holds the key's principal when the shop is suspended.
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: fullKey })).status).toBe(200);
    await p.operator.operator.setShopStatus.mutate({ shop_id: shop.id, status: 'suspended' });
    for (const path of ['/dev/v1/me', '/dev/v1/products', '/dev/v1/webhooks/events']) {
      const res = await call(p.gatewayUrl, 'GET', path, { token: fullKey });
      expectEnvelope(res, 403, 'FORBIDDEN');
      expect(errorOf(res).message).toBe('Your shop has been suspended.');
    }
    await p.operator.operator.setShopStatus.mutate({ shop_id: shop.id, status: 'active' });
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: fullKey })).status).toBe(200);
  });
});

describe('unknown routes', () => {
  it('are 404 ROUTE_NOT_FOUND before authentication', async () => {
    expectEnvelope(await call(p.gatewayUrl, 'GET', '/dev/v1/nope'), 404, 'ROUTE_NOT_FOUND');
    expectEnvelope(
      await call(p.gatewayUrl, 'GET', '/dev/v1/nope', { token: 'garbage' }),
      404,
      'ROUTE_NOT_FOUND',
    );
  });

  it('are 404 ROUTE_NOT_FOUND with a valid token too', async () => {
    const { fullKey } = await newShop(p);
    expectEnvelope(
      await call(p.gatewayUrl, 'GET', '/dev/v1/nope', { token: fullKey }),
      404,
      'ROUTE_NOT_FOUND',
    );
  });

  it('include a known path with an unknown method', async () => {
    expectEnvelope(await call(p.gatewayUrl, 'DELETE', '/dev/v1/me'), 404, 'ROUTE_NOT_FOUND');
  });

  it('with a malformed JSON body are still ROUTE_NOT_FOUND, not a parse error', async () => {
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/nope', { body: '{not json' });
    expectEnvelope(res, 404, 'ROUTE_NOT_FOUND');
  });
});

describe('tenancy', () => {
  it('each key sees only its own shop', async () => {
    const a = await newShop(p);
    const b = await newShop(p);
    const meA = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: a.fullKey });
    const meB = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: b.fullKey });
    expect((meA.body as { data: { id: string } }).data.id).toBe(a.shop.id);
    expect((meB.body as { data: { id: string } }).data.id).toBe(b.shop.id);
  });
});

import { PLAN_RATE_LIMITS } from '@shopforge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

describe('rate limits', () => {
  it('count down on every response and refuse an empty bucket with 429 and Retry-After', async () => {
    const { fullKey } = await newShop(p);
    const capacity = PLAN_RATE_LIMITS.free.capacity;
    const responses = [];
    for (let i = 0; i < capacity + 5; i++) {
      responses.push(await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: fullKey }));
    }
    const first = responses[0]!;
    expect(first.headers['x-ratelimit-limit']).toBe(String(capacity));
    expect(first.headers['x-ratelimit-remaining']).toBe(String(capacity - 1));
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThanOrEqual(0);
    expect(first.headers['ratelimit-policy']).toBe(`"free";q=${capacity};w=30`);
    expect(first.headers.ratelimit).toMatch(/^"free";r=\d+;t=\d+$/);
    const remaining = responses.slice(0, 5).map((r) => Number(r.headers['x-ratelimit-remaining']));
    expect(remaining).toEqual([...remaining].sort((a, b) => b - a));
    const limited = responses.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(errorOf(limited[0]!).code).toBe('RATE_LIMITED');
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited[0]!.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('keeps one bucket per credential', async () => {
    const a = await newShop(p);
    const b = await newShop(p);
    await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: a.fullKey });
    const other = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: b.fullKey });
    expect(other.headers['x-ratelimit-remaining']).toBe(String(PLAN_RATE_LIMITS.free.capacity - 1));
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON with 400 in the envelope', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', { token: fullKey, body: '{"title": ' });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('BAD_REQUEST');
  });

  it('refuses another content type with 415', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      headers: { 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(res.status).toBe(415);
    expect(errorOf(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body on a GET with 400', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: fullKey, body: { limit: 1 } });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('BAD_REQUEST');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'x', price: 1, type: 'SERVICE', description: 'a'.repeat(1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lists every invalid field in details', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: '', price: -1, type: 'BOGUS', surprise: true },
    });
    expect(res.status).toBe(422);
    const fields = (res.body as { error: { details: { field: string }[] } }).error.details.map(
      (d) => d.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['title', 'price', 'type']));
  });

  it('creates a product from a valid body with the shop currency by default', async () => {
    const { fullKey } = await newShop(p);
    const res = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token: fullKey,
      body: { title: 'Game Key', price: 19.99, type: 'SERIALS' },
    });
    expect(res.status).toBe(201);
    expect((res.body as { data: Record<string, unknown> }).data).toMatchObject({
      title: 'Game Key',
      slug: 'game-key',
      price: 19.99,
      currency: 'EUR',
      type: 'SERIALS',
    });
  });
});

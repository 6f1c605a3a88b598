import type { AddressInfo } from 'node:net';
import type { Principal } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from './app';
import { silentLogger } from './logger';
import { memoryStores } from './stores';
import type { ServiceClients } from './upstream/clients';

const principal: Principal = {
  kind: 'api_key',
  shop_id: '0190f5a0-0000-7000-8000-000000000001',
  shop_status: 'active',
  plan: 'free',
  currency: 'USD',
  credential_id: '0190f5a0-0000-7000-8000-000000000002',
  scopes: ['*'],
  oauth_client_id: null,
};

/** Upstream stand-in: the gateway's own behaviour is what these tests check. */
const calls: { procedure: string; input: unknown }[] = [];
let upstreamFailure: Error | undefined;
const clients: ServiceClients = {
  resolveToken: async (token) => ({ principal: token === 'shx_good' ? principal : null, expires_at: null }),
  resolveResellerKey: async () => ({ outcome: 'invalid' }),
  call: async (_service, _kind, procedure, input) => {
    calls.push({ procedure, input });
    if (upstreamFailure) throw upstreamFailure;
    return { ok: true };
  },
  health: async () => true,
  close: async () => {},
};

let base: string;
let close: () => void;
beforeAll(async () => {
  const server = createGatewayApp({
    clients,
    stores: memoryStores(),
    log: silentLogger,
    publicBaseUrl: 'https://pay.keyshop.example/',
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(`${base}${path}`, { headers });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: (await res.body.json()) as Record<string, never>,
  };
}

describe('gateway pipeline', () => {
  it('passes the parsed query to the procedure', async () => {
    calls.length = 0;
    upstreamFailure = undefined;
    const res = await get('/dev/v1/products?limit=5&include_variants=true', {
      authorization: 'Bearer shx_good',
    });
    expect(res.status).toBe(200);
    expect(calls[0]).toEqual({ procedure: 'products.list', input: { limit: 5, include_variants: true } });
  });

  it('maps an upstream AppError to its status and code', async () => {
    upstreamFailure = new AppError('PRODUCT_NOT_FOUND', 'No such product.');
    const res = await get('/dev/v1/me', { authorization: 'Bearer shx_good' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'No such product.' });
  });

  it('an error links to its code on this platform’s error page and carries the request id', async () => {
    upstreamFailure = new AppError('PRODUCT_NOT_FOUND', 'No such product.');
    const res = await get('/dev/v1/me', { authorization: 'Bearer shx_good', 'x-request-id': 'req-12345' });
    expect(res.body.error).toMatchObject({
      doc_url: 'https://pay.keyshop.example/docs/errors#PRODUCT_NOT_FOUND',
      request_id: 'req-12345',
    });
    expect(res.headers['x-request-id']).toBe('req-12345');
  });

  it('a service’s rate limit says when to come back in Retry-After', async () => {
    upstreamFailure = new AppError('RATE_LIMITED', 'Too many test mails.', { extra: { retry_after: 1234 } });
    const res = await get('/dev/v1/me', { authorization: 'Bearer shx_good' });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('1234');
  });

  it('answers an unavailable service with 503 and Retry-After', async () => {
    upstreamFailure = new AppError('SERVICE_UNAVAILABLE', 'down');
    const res = await get('/dev/v1/me', { authorization: 'Bearer shx_good' });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
  });

  it('hides unexpected failures behind a generic 500', async () => {
    upstreamFailure = new Error('connection string postgres://user:secret@db');
    const res = await get('/dev/v1/me', { authorization: 'Bearer shx_good' });
    expect(res.status).toBe(500);
    expect(res.body.error).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('replaces an unsafe X-Request-Id instead of echoing it', async () => {
    const res = await get('/dev/v1/nope', { 'x-request-id': 'bad id with spaces' });
    expect(res.headers['x-request-id']).not.toBe('bad id with spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown paths outside /dev/v1 in the envelope too', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

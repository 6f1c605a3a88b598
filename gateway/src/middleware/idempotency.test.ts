import type { AddressInfo } from 'node:net';
import { AppError } from '@shopforge/errors';
import type { RequestKey } from '@shopforge/service-kit';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../app';
import { silentLogger } from '../logger';
import { memoryStores } from '../stores';
import type { ServiceClients } from '../upstream/clients';

const principal = testPrincipal('0190f5a0-0000-7000-8000-000000000001');

const seen: (RequestKey | null | undefined)[] = [];
let failNext = false;
const clients: ServiceClients = {
  resolveToken: async () => ({ principal, expires_at: null }),
  resolveResellerKey: async () => ({ outcome: 'invalid' }),
  call: async (_service, _kind, _procedure, _input, context) => {
    seen.push(context.idempotency);
    if (failNext) {
      failNext = false;
      throw new AppError('SERVICE_UNAVAILABLE', 'Billing is restarting.');
    }
    return { id: 'x' };
  },
  health: async () => true,
  close: async () => {},
};

let base: string;
let close: () => void;
beforeAll(async () => {
  const server = createGatewayApp({ clients, stores: memoryStores(), log: silentLogger }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(() => {
  seen.length = 0;
  failNext = false;
});

async function post(path: string, body: unknown, key?: string) {
  const res = await request(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer shx_test',
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  await res.body.text();
  return res.statusCode;
}

const order = { customer_email: 'buyer@example.com', items: [{ product_id: 'p', quantity: 1 }] };

describe('the Idempotency-Key reaches the service that writes', () => {
  it('hands the service the key scoped to the credential and route, and the body’s hash', async () => {
    expect(await post('/dev/v1/orders', order, 'k-1')).toBe(201);
    const [key] = seen;
    expect(key?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(key?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hands a retry after a 5xx the same key, so the service can find what the first call wrote', async () => {
    failNext = true;
    expect(await post('/dev/v1/orders', order, 'k-2')).toBe(503);
    expect(await post('/dev/v1/orders', order, 'k-2')).toBe(201);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
  });

  it('hands another body under the key another hash, and another key another scope', async () => {
    expect(await post('/dev/v1/orders', order, 'k-3')).toBe(201);
    expect(await post('/dev/v1/orders', order, 'k-4')).toBe(201);
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
    expect(seen[1]?.fingerprint).toBe(seen[0]?.fingerprint);
  });

  it('hands no key when the request carries none', async () => {
    expect(await post('/dev/v1/orders', order)).toBe(201);
    expect(seen).toEqual([null]);
  });
});

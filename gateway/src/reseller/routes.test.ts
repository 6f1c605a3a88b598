import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResellerPrincipal, ResolvedResellerKey } from '@shopforge/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../app';
import { silentLogger } from '../logger';
import { memoryStores } from '../stores';
import type { ServiceClients } from '../upstream/clients';

const reseller: ResellerPrincipal = {
  shop_id: '0190f5a0-0000-7000-8000-000000000001',
  relationship_id: '0190f5a0-0000-7000-8000-000000000002',
  key_id: '0190f5a0-0000-7000-8000-000000000003',
};

/** Keys the fake reseller service knows; every test uses its own so buckets do not mix. */
const keys = new Map<string, ResolvedResellerKey>();
let counter = 0;
function key(outcome: 'ok' | 'program_inactive' | 'suspended' | 'inactive' = 'ok'): string {
  counter += 1;
  const token = `shxr_${String(counter).padStart(40, '0')}`;
  const principal = { ...reseller, key_id: `0190f5a0-0000-7000-8000-${String(counter).padStart(12, '0')}` };
  keys.set(
    token,
    outcome === 'ok' ? { outcome, principal } : { outcome: 'refused', principal, reason: outcome },
  );
  return token;
}

const calls: { procedure: string; input: unknown; reseller: ResellerPrincipal | undefined }[] = [];
let answer: unknown = { ok: true };
const clients: ServiceClients = {
  resolveToken: async () => ({ principal: null, expires_at: null }),
  resolveResellerKey: async (token) => keys.get(token) ?? { outcome: 'invalid' },
  call: async (_service, _kind, procedure, input, context) => {
    calls.push({ procedure, input, reseller: context.reseller });
    return answer;
  },
  health: async () => true,
  close: async () => {},
};

let port: number;
let close: () => void;
beforeAll(async () => {
  const server = createGatewayApp({ clients, stores: memoryStores(), log: silentLogger }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(() => {
  calls.length = 0;
  answer = { ok: true };
});

interface Reply {
  status: number;
  /** Header names exactly as sent on the wire. */
  rawNames: string[];
  headers: Record<string, string | string[] | undefined>;
  body: { error?: { code: string; message: string; details?: Array<{ field: string }> }; data?: unknown };
}

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            rawNames: res.rawHeaders.filter((_, index) => index % 2 === 0),
            headers: res.headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Reseller API authentication', () => {
  it('a missing, malformed, unknown or non-reseller key is 401 "Invalid API key." alike', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      bearer('shxr_unknown'),
      bearer('shx_merchantkey'),
    ]) {
      const reply = await send('GET', '/reseller/v1/me', headers);
      expect(reply.status).toBe(401);
      expect(reply.body.error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid API key.' });
    }
    expect(calls).toEqual([]);
  });

  it('an invalid key consumes no token: 40 attempts are all 401, never 429', async () => {
    for (let i = 0; i < 40; i++)
      expect((await send('GET', '/reseller/v1/balance', bearer('shxr_nope'))).status).toBe(401);
  });

  it('program off, suspended and other inactive accounts are 403 with the spec’s messages', async () => {
    const messages = {
      program_inactive: 'The reseller program of this shop is not active.',
      suspended: 'This reseller account is suspended.',
      inactive: 'This reseller account cannot use the API.',
    } as const;
    for (const [reason, message] of Object.entries(messages)) {
      const reply = await send('GET', '/reseller/v1/me', bearer(key(reason as keyof typeof messages)));
      expect(reply.status).toBe(403);
      expect(reply.body.error).toEqual(expect.objectContaining({ code: 'FORBIDDEN', message }));
    }
  });

  it('the fulfillment operations answer 401 "Invalid or inactive reseller API key" for bad and inactive keys', async () => {
    const body = { external_order_id: 'e1', customer_email: 'b@example.com', product_id: 'p', quantity: 1 };
    for (const headers of [bearer('shxr_unknown'), bearer(key('suspended'))]) {
      const reply = await send('POST', '/reseller/v1/fulfillments', headers, body);
      expect(reply.status).toBe(401);
      expect(reply.body.error?.message).toBe('Invalid or inactive reseller API key');
    }
  });

  it('the key alone fixes the reseller: it travels to the service, whatever the request names', async () => {
    const token = key();
    await send('GET', '/reseller/v1/me?shop_id=someone-else', bearer(token));
    const resolved = keys.get(token);
    expect(resolved?.outcome).toBe('ok');
    expect(calls[0]).toMatchObject({
      procedure: 'api.me',
      reseller: resolved?.outcome === 'ok' ? resolved.principal : null,
    });
  });
});

describe('Reseller API rate limit and headers', () => {
  it('a bucket per key: burst of 30, then 429 RATE_LIMITED with retry-after; other keys unaffected', async () => {
    const token = key();
    const replies: Reply[] = [];
    for (let i = 0; i < 31; i++) replies.push(await send('GET', '/reseller/v1/balance', bearer(token)));
    expect(replies.slice(0, 30).every((reply) => reply.status === 200)).toBe(true);
    expect(replies[0]?.headers).toMatchObject({ 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '29' });
    const refused = replies[30];
    expect(refused?.status).toBe(429);
    expect(refused?.body.error?.code).toBe('RATE_LIMITED');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await send('GET', '/reseller/v1/balance', bearer(key()))).status).toBe(200);
  });

  it('headers leave in lowercase on every response, errors included', async () => {
    for (const reply of [
      await send('GET', '/reseller/v1/balance', bearer(key())),
      await send('GET', '/reseller/v1/balance'),
      await send('GET', '/reseller/v1/nowhere', bearer(key())),
    ]) {
      for (const name of [
        'x-request-id',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
      ]) {
        expect(reply.rawNames).toContain(name);
      }
      expect(reply.rawNames).not.toContain('X-Request-Id');
    }
  });

  it('an unknown Reseller API route is 404 NOT_FOUND', async () => {
    const reply = await send('GET', '/reseller/v1/nowhere', bearer(key()));
    expect(reply.status).toBe(404);
    expect(reply.body.error?.code).toBe('NOT_FOUND');
  });
});

describe('POST /reseller/v1/orders', () => {
  const items = { items: [{ product_id: 'p1', quantity: 2 }] };

  it('requires an Idempotency-Key of at most 128 characters (400 IDEMPOTENCY_KEY_REQUIRED)', async () => {
    const token = key();
    const variants: Record<string, string>[] = [
      {},
      { 'idempotency-key': 'k'.repeat(129) },
      { 'idempotency-key': '  ' },
    ];
    for (const extra of variants) {
      const reply = await send('POST', '/reseller/v1/orders', { ...bearer(token), ...extra }, items);
      expect(reply.status).toBe(400);
      expect(reply.body.error?.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    }
    expect(calls).toEqual([]);
  });

  it('X-Idempotency-Key is a synonym, and the outcome leaves as the table maps it, with idempotency-status', async () => {
    answer = { outcome: 'replayed', order: { uniqid: 'u', reused: true } };
    const reply = await send(
      'POST',
      '/reseller/v1/orders',
      { ...bearer(key()), 'x-idempotency-key': 'k'.repeat(128) },
      items,
    );
    expect(reply.status).toBe(201);
    expect(reply.rawNames).toContain('idempotency-status');
    expect(reply.headers['idempotency-status']).toBe('cached');
    expect(reply.body).toEqual({ data: { order: { uniqid: 'u', reused: true } } });
    expect(calls[0]?.input).toEqual({ ...items, idempotency_key: 'k'.repeat(128) });
  });

  it('validates items: 1 to 100, quantity an integer 1 to 100000 (422 with details)', async () => {
    const token = key();
    const bad = [
      { items: [] },
      { items: Array.from({ length: 101 }, () => ({ product_id: 'p', quantity: 1 })) },
      { items: [{ product_id: 'p', quantity: 0 }] },
      { items: [{ product_id: 'p', quantity: 100_001 }] },
      { items: [{ product_id: 'p', quantity: 1.5 }] },
    ];
    for (const body of bad) {
      const reply = await send(
        'POST',
        '/reseller/v1/orders',
        { ...bearer(token), 'idempotency-key': 'v' },
        body,
      );
      expect(reply.status).toBe(422);
      expect(reply.body.error?.code).toBe('VALIDATION_ERROR');
      expect(reply.body.error?.details?.length).toBeGreaterThan(0);
    }
  });
});

describe('catalog and fulfillment queries', () => {
  it('products: search at most 128 characters, per_page 1 to 100, page at least 1', async () => {
    const token = key();
    for (const query of [`search=${'s'.repeat(129)}`, 'per_page=0', 'per_page=101', 'page=0']) {
      const reply = await send('GET', `/reseller/v1/products?${query}`, bearer(token));
      expect(reply.status).toBe(422);
    }
    await send('GET', '/reseller/v1/products', bearer(token));
    expect(calls.at(-1)?.input).toEqual({ page: 1, per_page: 25 });
  });

  it('the URL-only fulfillment reads the key from api_key and never forwards it', async () => {
    answer = { outcome: 'created', fulfillment: { id: 'f' } };
    const token = key();
    const reply = await send(
      'GET',
      `/reseller/v1/fulfillments/dynamic?api_key=${token}&external_order_id=e2&customer_email=b%40example.com&product_id=p&quantity=2`,
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ data: { fulfillment: { id: 'f' } } });
    expect(calls.at(-1)?.input).toEqual({
      external_order_id: 'e2',
      customer_email: 'b@example.com',
      product_id: 'p',
      quantity: 2,
    });
  });
});

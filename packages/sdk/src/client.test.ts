import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundError, RateLimitError, Shopforge, ShopforgeError, ValidationError } from './index.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in gateway: answers each request with the next of `answers` and records what it got. */
async function gateway(
  answers: ((seen: Seen) => { status: number; body?: unknown; headers?: Record<string, string> })[],
) {
  const seen: Seen[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(request);
      const answer = (answers[seen.length - 1] ?? answers.at(-1))?.(request) ?? { status: 500 };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    client: (extra = {}) =>
      new Shopforge({ apiKey: 'shx_test', baseUrl: `http://127.0.0.1:${port}`, ...extra }),
  };
}

const product = { id: 'p1', title: 'Key' };
const tooMany = () => ({
  status: 429,
  headers: { 'retry-after': '1', 'x-request-id': 'req-429' },
  body: { error: { code: 'RATE_LIMITED', message: 'Slow down.', request_id: 'req-429' } },
});

describe('Shopforge client', () => {
  it('retries a 429 after its Retry-After, with the same Idempotency-Key, and answers the success', async () => {
    const { seen, client } = await gateway([tooMany, () => ({ status: 201, body: { data: product } })]);
    const started = Date.now();
    const created = await client().post('/dev/v1/products', {
      body: { title: 'Key', price: 5, type: 'SERVICE' },
    });
    expect(created).toEqual({ data: product });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(seen).toHaveLength(2);
    expect(seen[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.headers['idempotency-key']).toBe(seen[0]?.headers['idempotency-key']);
    expect(seen[1]?.body).toBe(seen[0]?.body);
    expect(seen[0]?.headers.authorization).toBe('Bearer shx_test');
  });

  it('retries a 503, and gives up with a typed error after maxRetries', async () => {
    const unavailable = () => ({
      status: 503,
      headers: { 'retry-after': '0' },
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } },
    });
    const { seen, client } = await gateway([unavailable]);
    await expect(client({ maxRetries: 2 }).get('/dev/v1/me')).rejects.toMatchObject({
      name: 'ServerError',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(seen).toHaveLength(3);
  });

  it('throws a RateLimitError at once when Retry-After is longer than it may wait', async () => {
    const { seen, client } = await gateway([() => ({ ...tooMany(), headers: { 'retry-after': '3600' } })]);
    const error = await client()
      .get('/dev/v1/me')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 3600, requestId: 'req-429' });
    expect(seen).toHaveLength(1);
  });

  it('gives every mutation a new Idempotency-Key unless one is given, and none to reads', async () => {
    const { seen, client } = await gateway([() => ({ status: 200, body: { data: product } })]);
    const sf = client();
    await sf.post('/dev/v1/products', { body: { title: 'A', price: 1, type: 'SERVICE' } });
    await sf.post('/dev/v1/products', { body: { title: 'B', price: 1, type: 'SERVICE' } });
    await sf.post('/dev/v1/products', {
      body: { title: 'C', price: 1, type: 'SERVICE' },
      headers: { 'Idempotency-Key': 'mine-1' },
    });
    await sf.get('/dev/v1/products/{id}', { params: { path: { id: 'p1' } } });
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(new Set(keys.slice(0, 2)).size).toBe(2);
    expect(keys[2]).toBe('mine-1');
    expect(keys[3]).toBeUndefined();
    expect(seen[3]?.url).toBe('/dev/v1/products/p1');
  });

  it('throws typed errors carrying code, details, request_id and doc_url', async () => {
    const { client } = await gateway([
      () => ({
        status: 422,
        headers: { 'x-request-id': 'req-1' },
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'The request has invalid fields.',
            details: [{ field: 'price', message: 'Too small.' }],
            request_id: 'req-1',
            doc_url: 'http://x/docs/errors#VALIDATION_ERROR',
          },
        },
      }),
      () => ({
        status: 404,
        headers: { 'x-request-id': 'req-2' },
        body: { error: { code: 'PRODUCT_NOT_FOUND', message: 'No.' } },
      }),
    ]);
    const sf = client();
    const invalid = await sf
      .post('/dev/v1/products', { body: { title: 'A', price: -1, type: 'SERVICE' } })
      .catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid).toBeInstanceOf(ShopforgeError);
    expect(invalid).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'price', message: 'Too small.' }],
      requestId: 'req-1',
      docUrl: 'http://x/docs/errors#VALIDATION_ERROR',
      message: 'The request has invalid fields.',
    });
    const missing = await sf
      .get('/dev/v1/products/{id}', { params: { path: { id: 'x' } } })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ code: 'PRODUCT_NOT_FOUND', requestId: 'req-2' });
  });

  it('iterates a cursor list across pages, sending the filters on every page', async () => {
    const { seen, client } = await gateway([
      () => ({
        status: 200,
        body: { data: [{ uniqid: 'a' }, { uniqid: 'b' }], pagination: { next_cursor: 'c2', has_more: true } },
      }),
      () => ({
        status: 200,
        body: { data: [{ uniqid: 'c' }], pagination: { next_cursor: null, has_more: false } },
      }),
    ]);
    const filters = JSON.stringify([{ field: 'status', op: 'eq', value: 'COMPLETED' }]);
    const ids: string[] = [];
    for await (const order of client().list('/dev/v1/orders', { params: { query: { limit: 2, filters } } })) {
      ids.push(order.uniqid);
    }
    expect(ids).toEqual(['a', 'b', 'c']);
    const second = new URL(seen[1]?.url ?? '', 'http://x').searchParams;
    expect(second.get('cursor')).toBe('c2');
    expect(second.get('filters')).toBe(filters);
  });

  it('iterates a page-numbered list while has_more', async () => {
    const page = (n: number, more: boolean) => () => ({
      status: 200,
      body: {
        data: [{ id: `l${n}` }],
        pagination: { total: 2, page: n, limit: 1, total_pages: 2, has_more: more },
      },
    });
    const { seen, client } = await gateway([page(1, true), page(2, false)]);
    const ids: string[] = [];
    for await (const log of client().list('/dev/v1/webhooks/logs', { params: { query: { limit: 1 } } }))
      ids.push(log.id);
    expect(ids).toEqual(['l1', 'l2']);
    expect(new URL(seen[1]?.url ?? '', 'http://x').searchParams.get('page')).toBe('2');
  });
});

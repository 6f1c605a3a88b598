import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LookupFn } from './lookup';
import { type PostInput, postRaw } from './post';
import { checkTarget } from './resolve-target';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let port: number;
let received: Received[];
let connections: number;
let respond: (req: Received, res: ServerResponse) => void;

beforeEach(async () => {
  received = [];
  connections = 0;
  respond = (_req, res) => res.end('ok');
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(seen);
      respond(seen, res);
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const dev = { allowLoopback: true };
const strict = { allowLoopback: false };

const post = (path: string, extra: Partial<PostInput> = {}) =>
  postRaw({
    url: `http://127.0.0.1:${port}${path}`,
    body: '{"a":1}',
    headers: { 'Content-Type': 'application/json' },
    timeoutMs: 5000,
    policy: dev,
    ...extra,
  });

const resolvesTo =
  (...addresses: string[]): LookupFn =>
  async () =>
    addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('postRaw', () => {
  it('delivers the exact body bytes and headers with a POST and a matching Content-Length', async () => {
    const body = Buffer.from([0x7b, 0x22, 0xc3, 0xa9, 0x22, 0x3a, 0x00, 0xff, 0x7d]);
    const result = await post('/hooks?x=1', {
      body,
      headers: { 'Content-Type': 'application/json', 'X-Shopforge-Signature': 'v1,abc' },
    });
    expect(result.ok).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/hooks?x=1');
    expect(received[0]?.body.equals(body)).toBe(true);
    expect(received[0]?.headers['x-shopforge-signature']).toBe('v1,abc');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(received[0]?.headers['content-length']).toBe(String(body.length));
  });

  it('counts Content-Length in bytes, not characters, for a string body', async () => {
    await post('/', { body: '{"name":"café ☕"}' });
    expect(received[0]?.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"café ☕"}')));
    expect(received[0]?.body.toString('utf8')).toBe('{"name":"café ☕"}');
  });

  it('reports a 2xx answer as ok, with its status, body and duration', async () => {
    respond = (_req, res) => {
      res.statusCode = 204;
      res.end();
    };
    const result = await post('/');
    expect(result).toEqual({
      ok: true,
      status: 204,
      error: null,
      responseBody: '',
      durationMs: expect.any(Number),
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a 500 as not ok with status 500 and no transport error', async () => {
    respond = (_req, res) => {
      res.statusCode = 500;
      res.end('broken');
    };
    expect(await post('/')).toMatchObject({ ok: false, status: 500, error: null, responseBody: 'broken' });
  });

  it('does not follow a 302 redirect: the status is the answer and only one request is made', async () => {
    respond = (req, res) => {
      res.statusCode = req.url === '/start' ? 302 : 200;
      if (req.url === '/start') res.setHeader('Location', `http://127.0.0.1:${port}/elsewhere`);
      res.end();
    };
    expect(await post('/start')).toMatchObject({ ok: false, status: 302, error: null });
    expect(received.map((r) => r.url)).toEqual(['/start']);
  });

  it('gives up after timeoutMs when the endpoint never answers', async () => {
    respond = () => {};
    const result = await post('/slow', { timeoutMs: 200 });
    expect(result).toMatchObject({
      ok: false,
      status: null,
      error: 'timeout after 200 ms',
      responseBody: '',
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
    expect(result.durationMs).toBeLessThan(2000);
  });

  it('counts the body against the timeout: an answer that starts but never ends is a timeout', async () => {
    respond = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('partial');
    };
    expect(await post('/trickle', { timeoutMs: 200 })).toMatchObject({
      ok: false,
      status: 200,
      error: 'timeout after 200 ms',
    });
  });

  it('reports a refused connection on a closed port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await post('/', { url: `http://127.0.0.1:${closedPort}/` })).toMatchObject({
      ok: false,
      status: null,
      error: 'connection refused',
    });
  });

  it('keeps only the first maxResponseBytes bytes of the answer', async () => {
    respond = (_req, res) => res.end('x'.repeat(100_000));
    const result = await post('/big', { maxResponseBytes: 1024 });
    expect(result).toMatchObject({ ok: true, status: 200, error: null });
    expect(result.responseBody).toBe('x'.repeat(1024));
  });

  it('keeps 16 KiB of the answer by default', async () => {
    respond = (_req, res) => res.end('y'.repeat(100_000));
    expect((await post('/big')).responseBody).toHaveLength(16 * 1024);
  });

  it('refuses a loopback target without allowLoopback, and the endpoint receives nothing', async () => {
    const result = await post('/', { policy: strict });
    expect(result).toMatchObject({
      ok: false,
      status: null,
      error: 'blocked: target resolves to a non-public address (loopback)',
    });
    expect(connections).toBe(0);
  });

  it('refuses a name resolving to loopback without allowLoopback, checked at connect time', async () => {
    const result = await post('/', {
      url: `http://hooks.example:${port}/`,
      policy: strict,
      lookup: resolvesTo('127.0.0.1'),
    });
    expect(result.error).toBe('blocked: target resolves to a non-public address (loopback)');
    expect(connections).toBe(0);
  });

  it('refuses at connect time a name that passed checkTarget and was then re-pointed at loopback (DNS rebinding)', async () => {
    let calls = 0;
    const rebinding: LookupFn = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    };
    const url = `http://rebind.example:${port}/hook`;
    expect(await checkTarget(url, strict, { lookup: rebinding })).toEqual({
      ok: true,
      addresses: ['93.184.216.34'],
    });
    const result = await post('/', { url, policy: strict, lookup: rebinding });
    expect(result).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/^blocked: /) });
    expect(calls).toBe(2);
    expect(connections).toBe(0);
  });

  it('connects through the guarded lookup to the address it returns', async () => {
    const result = await post('/', { url: `http://hooks.example:${port}/`, lookup: resolvesTo('127.0.0.1') });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(received[0]?.headers.host).toBe(`hooks.example:${port}`);
  });

  it('opens a fresh connection for every request, so none is shared between tenants', async () => {
    await post('/one');
    await post('/two');
    expect(connections).toBe(2);
  });

  it('ends with "aborted" when the caller aborts', async () => {
    respond = () => {};
    const controller = new AbortController();
    const pending = post('/hang', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, status: null, error: 'aborted' });
  });

  it('never throws: a bad URL or an invalid header value becomes a result', async () => {
    expect(await post('/', { url: 'not a url' })).toMatchObject({
      ok: false,
      status: null,
      error: 'invalid URL: Must be an absolute URL such as https://example.com/webhooks.',
    });
    expect(await post('/', { url: 'file:///etc/passwd' })).toMatchObject({ ok: false, status: null });
    const injected = await post('/', { headers: { 'X-Bad': 'a\r\nX-Injected: 1' } });
    expect(injected).toMatchObject({ ok: false, status: null });
    expect(injected.error).toEqual(expect.any(String));
    expect(connections).toBe(0);
  });
});

describe('postRaw failure classes (metrics labels)', () => {
  it('names why an exchange failed with a closed class, and nothing when the endpoint answered', async () => {
    respond = (_req, res) => {
      res.statusCode = 500;
      res.end('no');
    };
    expect((await post('/')).failure).toBeUndefined();
    respond = () => {};
    expect((await post('/slow', { timeoutMs: 100 })).failure).toBe('timeout');
    expect((await post('/', { policy: strict })).failure).toBe('ssrf_refused');
    expect(
      (
        await post('/', {
          url: `http://hooks.example:${port}/`,
          policy: strict,
          lookup: resolvesTo('10.0.0.7'),
        })
      ).failure,
    ).toBe('ssrf_refused');
    expect((await post('/', { url: 'ftp://example.com/' })).failure).toBe('invalid_url');
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect((await post('/')).failure).toBe('network_error');
    // afterEach closes it again: give it a listening server to close.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  it('classifies an aborted request as aborted', async () => {
    respond = () => {};
    const controller = new AbortController();
    const pending = post('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await pending).failure).toBe('aborted');
  });
});

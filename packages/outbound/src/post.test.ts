import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postRaw } from './post';
import type { Resolver } from './resolve';

interface Seen {
  headers: IncomingHttpHeaders;
  body: Buffer;
  url: string;
}

let server: Server;
let base: string;
let seen: Seen[];
let handler: (url: string, res: import('node:http').ServerResponse) => void;

beforeEach(async () => {
  seen = [];
  handler = (_url, res) => res.end('ok');
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: Buffer.concat(chunks), url: req.url ?? '' });
      handler(req.url ?? '', res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const dev = { allowLoopback: true };
const post = (path: string, extra: Partial<Parameters<typeof postRaw>[0]> = {}) =>
  postRaw({
    url: `${base}${path}`,
    body: '{"a":"b\\/c"}',
    headers: { 'Content-Type': 'application/json' },
    timeoutMs: 2000,
    policy: dev,
    ...extra,
  });

describe('outbound POST', () => {
  it('sends the exact body bytes and headers, and reports a 2xx as ok', async () => {
    const result = await post('/hook', { headers: { 'X-Test': 'yes', 'Content-Type': 'application/json' } });
    expect(result).toMatchObject({ ok: true, status: 200, error: null, responseBody: 'ok' });
    expect(seen[0]?.body.toString()).toBe('{"a":"b\\/c"}');
    expect(seen[0]?.headers['x-test']).toBe('yes');
    expect(seen[0]?.headers['content-length']).toBe('12');
  });

  it('reports a 500 as not ok, with its status and answer', async () => {
    handler = (_url, res) => {
      res.statusCode = 500;
      res.end('broken');
    };
    expect(await post('/x')).toMatchObject({ ok: false, status: 500, error: null, responseBody: 'broken' });
  });

  it('does not follow redirects', async () => {
    handler = (url, res) => {
      if (url === '/start') {
        res.statusCode = 302;
        res.setHeader('Location', '/elsewhere');
      }
      res.end();
    };
    const result = await post('/start');
    expect(result).toMatchObject({ ok: false, status: 302 });
    expect(seen.map((s) => s.url)).toEqual(['/start']);
  });

  it('gives up after the timeout', async () => {
    handler = () => {};
    const result = await post('/slow', { timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, status: null, error: 'timeout after 200 ms' });
    expect(result.durationMs).toBeGreaterThanOrEqual(190);
  });

  it('reports a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await postRaw({
      url: `http://127.0.0.1:${port}/`,
      body: '{}',
      headers: {},
      timeoutMs: 2000,
      policy: dev,
    });
    expect(result).toMatchObject({ ok: false, status: null, error: 'connection refused' });
  });

  it('keeps only the first maxResponseBytes of the answer', async () => {
    handler = (_url, res) => res.end('x'.repeat(100_000));
    const result = await post('/big', { maxResponseBytes: 1024 });
    expect(result.status).toBe(200);
    expect(result.responseBody).toHaveLength(1024);
  });

  it('refuses a loopback target without the development policy, sending nothing', async () => {
    const result = await post('/x', { policy: { allowLoopback: false } });
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).toMatch(/non-public address \(loopback\)/);
    expect(seen).toHaveLength(0);
  });

  it('refuses at connect time a name that now resolves to loopback (DNS rebinding)', async () => {
    const port = (server.address() as AddressInfo).port;
    const rebinding: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await postRaw({
      url: `http://rebind.example:${port}/x`,
      body: '{}',
      headers: {},
      timeoutMs: 2000,
      policy: { allowLoopback: false },
      resolver: rebinding,
    });
    expect(result.error).toMatch(/blocked/);
    expect(seen).toHaveLength(0);
    const allowed = await postRaw({
      url: `http://rebind.example:${port}/x`,
      body: '{}',
      headers: {},
      timeoutMs: 2000,
      policy: dev,
      resolver: rebinding,
    });
    expect(allowed.ok).toBe(true);
  });

  it('ends with "aborted" when its signal fires', async () => {
    handler = () => {};
    const controller = new AbortController();
    const pending = post('/hang', { signal: controller.signal, timeoutMs: 5000 });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, error: 'aborted' });
  });
});

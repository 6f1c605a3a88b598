import type { AddressInfo } from 'node:net';
import { PLAN_RATE_LIMITS, type Principal } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  internalProcedure,
  type RunningServer,
  router,
  SERVICE_NAMES,
  shopProcedure,
  startServiceServer,
} from '@shopforge/service-kit';
import { Writable } from 'node:stream';
import { createLogger, type MetricsHandle, startMetrics } from '@shopforge/telemetry';
import { MetricsRecorder } from '@shopforge/telemetry/testing';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGatewayApp } from './app';
import { memoryStores } from './stores';
import { createServiceClients, type ServiceUrls } from './upstream/clients';

const SECRET = 'g'.repeat(40);
const GOOD_KEY = 'shx_metrics_test_key_do_not_label';
const UPSTREAM_MS = 20;

const principal: Principal = {
  kind: 'api_key',
  shop_id: '0190f5a0-0000-7000-8000-00000000aaaa',
  shop_status: 'active',
  plan: 'free',
  currency: 'USD',
  credential_id: '0190f5a0-0000-7000-8000-00000000bbbb',
  scopes: ['*'],
  oauth_client_id: null,
};

/** One real tRPC service server standing in for every service: token resolution and one product. */
const upstream = router({
  auth: router({
    resolve: internalProcedure
      .input(z.object({ token: z.string() }))
      .mutation(({ input }) => ({ principal: input.token === GOOD_KEY ? principal : null })),
  }),
  products: router({
    get: shopProcedure.input(z.object({ id: z.string() })).query(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, UPSTREAM_MS));
      if (input.id === 'missing') throw new AppError('PRODUCT_NOT_FOUND', 'No such product.');
      return { id: input.id };
    }),
  }),
});

const recorder = new MetricsRecorder();
const logLines: Record<string, unknown>[] = [];
const accessLog = createLogger('gateway', {
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
});
let metrics: MetricsHandle;
let service: RunningServer;
let base: string;
let closeGateway: () => Promise<void>;

beforeAll(async () => {
  metrics = await startMetrics({ serviceName: 'gateway-test', readers: [recorder] });
  service = await startServiceServer({
    name: 'catalog',
    router: upstream,
    credentials: { internalSecret: SECRET },
    ready: async () => true,
  });
  const urls = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as ServiceUrls;
  const clients = createServiceClients(urls, SECRET);
  const server = createGatewayApp({ clients, stores: memoryStores(), log: accessLog }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeGateway = async () => {
    await new Promise((resolve) => server.close(resolve));
    await clients.close();
  };
});
afterAll(async () => {
  await closeGateway();
  await service.close();
  await metrics.shutdown();
});

async function get(path: string, token?: string) {
  const res = await request(`${base}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  await res.body.dump();
  return { status: res.statusCode, headers: res.headers };
}

const SERVER_TIMING = /^gateway;dur=(\d+(?:\.\d+)?), upstream;dur=(\d+(?:\.\d+)?)$/;

function serverTiming(headers: Record<string, string | string[] | undefined>): {
  gateway: number;
  upstream: number;
} {
  const value = String(headers['server-timing']);
  const match = SERVER_TIMING.exec(value);
  expect(value).toMatch(SERVER_TIMING);
  return { gateway: Number(match?.[1]), upstream: Number(match?.[2]) };
}

async function requestPoints(match: Record<string, unknown>) {
  const points = await recorder.points('http.server.request.duration');
  return points.filter((point) =>
    Object.entries(match).every(([key, value]) => point.attributes[key] === value),
  );
}

describe('Server-Timing', () => {
  it('splits gateway time from the summed upstream time on a success', async () => {
    const res = await get('/dev/v1/products/p-123', GOOD_KEY);
    expect(res.status).toBe(200);
    const timing = serverTiming(res.headers);
    // Two upstream calls (auth.resolve, products.get), one of them sleeping UPSTREAM_MS.
    expect(timing.upstream).toBeGreaterThanOrEqual(UPSTREAM_MS - 1);
    expect(timing.gateway).toBeGreaterThanOrEqual(0);
  });

  it('is on error responses too: refused before any upstream call, unknown routes, upstream errors', async () => {
    const unauthenticated = await get('/dev/v1/products/p-123');
    expect(unauthenticated.status).toBe(401);
    expect(serverTiming(unauthenticated.headers).upstream).toBe(0);

    const unknown = await get('/no/such/route');
    expect(unknown.status).toBe(404);
    expect(serverTiming(unknown.headers).upstream).toBe(0);

    const missing = await get('/dev/v1/products/missing', GOOD_KEY);
    expect(missing.status).toBe(404);
    expect(serverTiming(missing.headers).upstream).toBeGreaterThanOrEqual(UPSTREAM_MS - 1);
  });
});

describe('http.server.request.duration', () => {
  it('records one point per request under its route template, never its raw path', async () => {
    const route = { 'http.route': '/dev/v1/products/{id}', 'http.response.status_code': 200 };
    const before = (await requestPoints(route)).reduce((sum, point) => sum + point.value, 0);
    const res = await get('/dev/v1/products/p-raw-id-777', GOOD_KEY);
    expect(res.status).toBe(200);

    const points = await requestPoints(route);
    expect(points).toHaveLength(1);
    expect(points[0]?.attributes).toEqual({ 'http.request.method': 'GET', ...route });
    expect(points[0]?.value).toBe(before + 1);
    expect(points[0]?.sum ?? 0).toBeGreaterThanOrEqual((UPSTREAM_MS - 1) / 1000);

    const everything = JSON.stringify(await recorder.collect());
    expect(everything).not.toContain('p-raw-id-777');
    expect(everything).not.toContain(GOOD_KEY);
  });

  it('labels errors by status and leaves the route out when nothing matched', async () => {
    await get('/dev/v1/products/missing', GOOD_KEY);
    expect(
      await requestPoints({ 'http.route': '/dev/v1/products/{id}', 'http.response.status_code': 404 }),
    ).toHaveLength(1);

    await get('/dev/v1/nothing/here/12345');
    const unmatched = await requestPoints({ 'http.response.status_code': 404 });
    const withoutRoute = unmatched.filter((point) => point.attributes['http.route'] === undefined);
    expect(withoutRoute.length).toBe(1);
    expect(JSON.stringify(unmatched)).not.toContain('12345');
  });

  it('writes one access-log line per request: route template, status, durations and the request id, never the raw path', async () => {
    const res = await request(`${base}/dev/v1/products/access-log-id-123`, {
      headers: { authorization: `Bearer ${GOOD_KEY}`, 'x-request-id': 'access-log-req' },
    });
    await res.body.dump();
    const line = logLines.find((entry) => entry.request_id === 'access-log-req');
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/dev/v1/products/{id}',
      status: 200,
      duration_ms: expect.any(Number),
      upstream_ms: expect.any(Number),
    });
    expect(JSON.stringify(line)).not.toContain('access-log-id-123');
    expect(JSON.stringify(logLines)).not.toContain(GOOD_KEY);
  });

  it('folds unknown methods into _OTHER', async () => {
    const res = await request(`${base}/dev/v1/products`, { method: 'PROPFIND' });
    await res.body.dump();
    expect(await requestPoints({ 'http.request.method': '_OTHER' })).toHaveLength(1);
    expect(await requestPoints({ 'http.request.method': 'PROPFIND' })).toHaveLength(0);
  });
});

describe('shopforge.rate_limit.rejections', () => {
  it('counts each 429 by limiter and credential type, never by key', async () => {
    const { capacity } = PLAN_RATE_LIMITS.free;
    const statuses: number[] = [];
    for (let i = 0; i < capacity + 2; i++)
      statuses.push((await get('/dev/v1/products/p-1', GOOD_KEY)).status);
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThanOrEqual(1);

    const points = await recorder.points('shopforge.rate_limit.rejections');
    expect(points).toHaveLength(1);
    expect(points[0]?.attributes).toEqual({
      'shopforge.rate_limit.name': 'dev_api',
      'shopforge.credential.type': 'api_key',
    });
    expect(points[0]?.value).toBe(refused);
  });
});

import { SERVICE_NAMES } from '@shopforge/service-kit';
import { createUntypedServiceClient, appErrorFromCall } from '@shopforge/service-kit/client';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

describe('health', () => {
  it('the gateway is live and ready when every service and its stores answer', async () => {
    expect((await call(p.gatewayUrl, 'GET', '/healthz')).status).toBe(200);
    const ready = await call(p.gatewayUrl, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'ready'])),
      stores: 'ready',
    });
  });
});

describe('internal credential', () => {
  for (const name of SERVICE_NAMES) {
    it(`${name} refuses a call without the internal credential`, async () => {
      const res = await request(`${p.serviceUrls[name]}/trpc/health`);
      expect(res.statusCode).toBe(401);
      await res.body.dump();
    });

    it(`${name} refuses a call with a wrong internal credential`, async () => {
      const client = createUntypedServiceClient({
        url: p.serviceUrls[name],
        credential: { internalSecret: 'not-the-secret-not-the-secret-not-the-secret' },
      });
      const error = appErrorFromCall(await client.query('health', undefined).catch((e: unknown) => e));
      expect(error.code).toBe('UNAUTHORIZED');
    });

    it(`${name} answers the gateway's credential`, async () => {
      const client = createUntypedServiceClient({
        url: p.serviceUrls[name],
        credential: { internalSecret: p.internalSecret },
      });
      await expect(client.query('health', undefined)).resolves.toMatchObject({ service: name, status: 'ok' });
    });
  }
});

describe('tracing', () => {
  it('one request keeps one trace id from the gateway span to the service span', async () => {
    const { fullKey } = await newShop(p);
    p.spans.reset();
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: fullKey });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const spans = p.spans.getFinishedSpans();
    const component = (span: (typeof spans)[number]) => span.attributes['shopforge.component'];
    const gatewayServer = spans.find((span) => component(span) === 'gateway' && span.kind === 1);
    const oauthServer = spans.filter((span) => component(span) === 'oauth' && span.kind === 1);
    expect(gatewayServer).toBeDefined();
    expect(oauthServer.length).toBeGreaterThanOrEqual(2); // token resolution + shop.me
    for (const span of oauthServer) {
      expect(span.spanContext().traceId).toBe(gatewayServer?.spanContext().traceId);
    }
    const serialized = JSON.stringify(spans.map((span) => span.attributes));
    expect(serialized).not.toContain(fullKey);
  });
});

import { ROUTE_TABLE } from '@shopforge/gateway';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

describe('API documents', () => {
  it('serves the Developer API OpenAPI 3.1 document without authentication, with every route', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/dev/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of ROUTE_TABLE.filter((r) => r.path.startsWith('/dev/v1'))) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined();
    }
  });

  it('serves the Reseller API document', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/reseller/v1/openapi.json');
    expect(res.status).toBe(200);
    expect((res.body as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('renders the docs page from local assets', async () => {
    const res = await call(p.gatewayUrl, 'GET', '/docs');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(String(res.body)).toContain('/dev/v1/openapi.json');
    expect(String(res.body)).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
  });
});

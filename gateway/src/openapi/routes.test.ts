import type { AddressInfo } from 'node:net';
import express from 'express';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../routes/table';
import { DOCS_CONTENT_SECURITY_POLICY } from './docs-page';
import { ERROR_DOCS_CONTENT_SECURITY_POLICY } from './error-docs-page';
import { openApiRoutes } from './routes';
import { validateDocument } from './testing';

let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(openApiRoutes(ROUTE_TABLE));
  // Stands in for the gateway's catch-all, mounted after this router.
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'ROUTE_NOT_FOUND' } });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string) {
  const res = await request(`${base}${path}`);
  return { status: res.statusCode, headers: res.headers, text: await res.body.text() };
}

describe('documentation routes', () => {
  it('serves both OpenAPI documents publicly, cacheable for five minutes', async () => {
    for (const [path, title] of [
      ['/dev/v1/openapi.json', 'Shopforge Developer API'],
      ['/reseller/v1/openapi.json', 'Shopforge Reseller API'],
    ] as const) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const document = JSON.parse(res.text);
      expect(document.info.title).toBe(title);
      expect((await validateDocument(document)).valid).toBe(true);
    }
  });

  it('serves the same document text on every request (built once)', async () => {
    const first = await get('/dev/v1/openapi.json');
    const second = await get('/dev/v1/openapi.json');
    expect(second.text).toBe(first.text);
  });

  it('serves a swagger-ui page that loads only local assets and the local document', async () => {
    for (const path of ['/docs', '/docs/reseller']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
      expect(res.text).toContain('<div id="swagger-ui">');
      expect(res.text).toContain('"/dev/v1/openapi.json"');
      expect(res.text).toContain('"/reseller/v1/openapi.json"');
      expect(res.text).toContain('src="/docs/assets/swagger-ui-bundle.js"');
      expect(res.text).toContain('href="/docs/assets/swagger-ui.css"');
      expect(res.text).not.toMatch(/https?:\/\//);
      // No inline script: the CSP forbids it, so only data blocks and external scripts appear.
      expect(res.text.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    }
    expect((await get('/docs/reseller')).text).toContain('"primaryName":"Reseller API (/reseller/v1)"');
  });

  it('serves the error codes page every doc_url points at, with no script allowed', async () => {
    const res = await get('/docs/errors');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(ERROR_DOCS_CONTENT_SECURITY_POLICY);
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.text).toContain('<section id="VALIDATION_ERROR">');
  });

  it('lets the page run swagger-ui without eval or inline scripts', () => {
    expect(DOCS_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(DOCS_CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(DOCS_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('serves the bootstrap script and the swagger-ui assets from the gateway', async () => {
    const init = await get('/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.text).toContain('SwaggerUIBundle(');
    expect(init.text).toContain('validatorUrl: null');

    const bundle = await get('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.text.length).toBeGreaterThan(100_000);
    const css = await get('/docs/assets/swagger-ui.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('serves no other file of the package, and nothing outside it', async () => {
    for (const path of [
      '/docs/assets/index.html',
      '/docs/assets/swagger-initializer.js',
      '/docs/assets/..%2Fpackage.json',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('ROUTE_NOT_FOUND');
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CONTENT_SECURITY_POLICY, dashboardStaticRoutes, defaultDashboardDist } from './static';

const INDEX =
  '<!doctype html><title>Dashboard</title><script type="module" src="/dashboard/assets/app-abc123.js"></script>';

/** An app with the dashboard's routes, a stand-in session API after them and a catch-all 404. */
async function serve(distDir: string): Promise<{ base: string; server: Server }> {
  const app = express();
  app.use(dashboardStaticRoutes({ distDir }));
  app.get('/dashboard/api/session', (_req, res) => {
    res.status(401).json({ error: { code: 'UNAUTHORIZED' } });
  });
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'ROUTE_NOT_FOUND' } });
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let root: string;
let built: { base: string; server: Server };
let missing: { base: string; server: Server };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dashboard-static-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'app-abc123.css'), 'body{}');
  built = await serve(dist);
  missing = await serve(join(root, 'nothing-here'));
});

afterAll(async () => {
  built?.server.close();
  missing?.server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the dashboard page', () => {
  it.each(['/dashboard', '/dashboard/', '/dashboard/keys', '/dashboard/orders/0193abcd'])(
    '%s answers index.html with the strict headers, never cached',
    async (path) => {
      const res = await request(`${built.base}${path}`);
      expect(res.statusCode).toBe(200);
      expect(await res.body.text()).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(DASHBOARD_CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('the policy allows nothing inline and nothing from elsewhere', () => {
    expect(DASHBOARD_CONTENT_SECURITY_POLICY).not.toContain('unsafe');
    expect(DASHBOARD_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(DASHBOARD_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('hashed assets are cached for a year as immutable, with their type', async () => {
    const js = await request(`${built.base}/dashboard/assets/app-abc123.js`);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await js.body.text()).toBe('console.log(1);');
    const css = await request(`${built.base}/dashboard/assets/app-abc123.css`);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    await css.body.dump();
  });

  it('a missing asset or a path outside assets is not answered with the page', async () => {
    for (const path of [
      '/dashboard/assets/nope.js',
      '/dashboard/assets/..%2Findex.html',
      '/dashboard/assets/.hidden',
    ]) {
      const res = await request(`${built.base}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(await res.body.json(), path).toEqual({ error: { code: 'ROUTE_NOT_FOUND' } });
      expect(res.headers['cache-control'], path).toBeUndefined();
    }
  });

  it('leaves /dashboard/api/* to the session API', async () => {
    const session = await request(`${built.base}/dashboard/api/session`);
    expect(session.statusCode).toBe(401);
    expect(await session.body.json()).toEqual({ error: { code: 'UNAUTHORIZED' } });
    const other = await request(`${built.base}/dashboard/api`);
    expect(other.statusCode).toBe(404);
    await other.body.dump();
  });

  it('answers only GET: a POST to the page falls through', async () => {
    const res = await request(`${built.base}/dashboard/keys`, { method: 'POST' });
    expect(res.statusCode).toBe(404);
    await res.body.dump();
  });

  it('paths that only start like /dashboard are not the dashboard', async () => {
    const res = await request(`${built.base}/dashboards`);
    expect(res.statusCode).toBe(404);
    await res.body.dump();
  });

  it('says clearly, with 503, when the UI was not built', async () => {
    const res = await request(`${missing.base}/dashboard/keys`);
    expect(res.statusCode).toBe(503);
    const body = await res.body.text();
    expect(body).toContain('SERVICE_UNAVAILABLE');
    expect(body).toContain('node scripts/bootstrap.mjs setup');
    expect(res.headers['content-security-policy']).toBe(DASHBOARD_CONTENT_SECURITY_POLICY);
  });

  it('finds the repository’s dashboard/dist from the gateway’s sources', () => {
    expect(defaultDashboardDist()).toMatch(/[/\\]dashboard[/\\]dist$/);
  });
});

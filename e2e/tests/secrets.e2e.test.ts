import { randomBytes } from 'node:crypto';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, payAtCheckout } from '../src/checkout';
import { operatorCli } from '../src/cli';
import { DashboardBrowser } from '../src/dashboard';
import { call } from '../src/http';
import { authorizeAsMerchant, shopWithOwner } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';
import { startReceiver } from '../src/receiver';

/**
 * The secret scan: a merchant's whole day — API key, an OAuth app's secret and tokens,
 * a sign-in password, the dashboard's session and device cookies, a webhook secret, serial codes and a buyer's email, sent in headers,
 * bodies and even a query string — and then no exported span (name, attribute, event, link,
 * status) and no log line of the gateway or any service contains any of them.
 */
let p: TestPlatform;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  p = await platform();
  receiver = await startReceiver(500);
});
afterAll(async () => {
  await receiver.close();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const REDIRECT = 'http://127.0.0.1:9/callback';

function spanText(span: ReadableSpan): string {
  return JSON.stringify({
    name: span.name,
    attributes: span.attributes,
    events: span.events.map((event) => ({ name: event.name, attributes: event.attributes })),
    links: span.links.map((link) => link.attributes),
    status: span.status,
  });
}

describe('secrets never reach spans or logs', () => {
  it('no span attribute or log line carries a token, secret, password, serial code or customer email', async () => {
    const marker = randomBytes(6).toString('hex');
    const { shop, fullKey, owner } = await shopWithOwner(p);
    const secrets: Record<string, string> = { apiKey: fullKey, password: owner.password };

    // The dashboard's sign-in, twice: the second presents the device cookie the first set.
    const dashboard = new DashboardBrowser(p.gatewayUrl);
    expect((await dashboard.signIn(owner)).status).toBe(200);
    secrets.sessionCookie = dashboard.cookie('shopforge_dashboard_session') ?? '';
    secrets.deviceCookie = dashboard.cookie('shopforge_device') ?? '';
    expect(secrets.deviceCookie).toMatch(/^[A-Za-z0-9]{48}$/);
    expect((await dashboard.signIn(owner)).status).toBe(200);

    // OAuth: an app's client secret, the code exchange, an API call with the token, a refresh.
    const created = await operatorCli(p)(
      ...['oauth-app', 'create', '--shop', shop.id, '--name', 'Scanner', '--redirect-uri', REDIRECT],
      ...['--scopes', 'products.read', '--json'],
    );
    expect(created.code, created.stderr).toBe(0);
    const app = JSON.parse(created.stdout) as { client_id: string; client_secret: string };
    secrets.clientSecret = app.client_secret;
    const authorize = new URL('/dev/v1/oauth/authorize', p.gatewayUrl);
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scope: 'products.read',
      state: 'scan',
    }))
      authorize.searchParams.set(name, value);
    const landed = await authorizeAsMerchant(p.gatewayUrl, authorize.toString(), owner);
    const code = landed.searchParams.get('code') ?? '';
    secrets.code = code;
    const tokenRequest = (form: Record<string, string>) =>
      call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: app.client_id,
          client_secret: app.client_secret,
          ...form,
        }).toString(),
      });
    const issued = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const tokens = issued.body as { access_token: string; refresh_token: string };
    secrets.accessToken = tokens.access_token;
    secrets.refreshToken = tokens.refresh_token;
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: tokens.access_token })).status).toBe(
      200,
    );
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    secrets.newAccessToken = (refreshed.body as { access_token: string }).access_token;

    // A webhook with its signing secret, to a receiver that fails (so failures get logged).
    const hook = await call(p.gatewayUrl, 'POST', '/dev/v1/webhooks', {
      token: fullKey,
      body: { url: `${receiver.url}?k=${marker}`, events: ['order:paid'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    secrets.webhookSecret = dataOf<{ secret: string }>(hook).secret;

    // Serial codes delivered to a buyer, whose email is on the order.
    secrets.serial = `SCAN-SERIAL-${marker}`;
    secrets.email = `scan-${marker}@buyers.example`;
    const product = dataOf<{ id: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
        token: fullKey,
        body: { title: 'Scanned key', price: 5, type: 'SERIALS' },
      }),
    );
    await call(p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
      token: fullKey,
      body: { serials: [secrets.serial] },
    });
    const order = dataOf<{ id: string; checkout_url: string }>(
      await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
        token: fullKey,
        body: { customer_email: secrets.email, items: [{ product_id: product.id, quantity: 1 }] },
      }),
    );
    await payAtCheckout(p, order.checkout_url);
    const page = await call(p.gatewayUrl, 'GET', pathOf(order.checkout_url));
    expect(String(page.body)).toContain(secrets.serial);
    await receiver.waitFor(1);

    // Secrets where they do not belong: in a query string, and a wrong key in the header.
    await call(
      p.gatewayUrl,
      'GET',
      `/dev/v1/me?access_token=${fullKey}&email=${encodeURIComponent(secrets.email)}`,
      {
        token: fullKey,
      },
    );
    secrets.wrongKey = `shx_${randomBytes(16).toString('hex')}`;
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: secrets.wrongKey })).status).toBe(401);

    // Spans end asynchronously after the response; give the last ones a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const spans = p.spans.getFinishedSpans().map(spanText);
    const logs = p.logs.lines;
    expect(spans.length).toBeGreaterThan(50);
    expect(logs.some((line) => line.includes('"request_id"') && line.includes('"trace_id"'))).toBe(true);
    const leaks: string[] = [];
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(7);
      const span = spans.find((text) => text.includes(secret));
      if (span) leaks.push(`${name} in span ${span.slice(0, 300)}`);
      const line = logs.find((text) => text.includes(secret));
      if (line) leaks.push(`${name} in log ${line.slice(0, 300)}`);
    }
    expect(leaks).toEqual([]);
    // Raw Authorization headers are never recorded, under any casing.
    expect(spans.filter((text) => /"http\.request\.header\.authorization"/i.test(text))).toEqual([]);
  });
});

import { PLAN_RATE_LIMITS } from '@shopforge/contracts';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

async function scrape(): Promise<string> {
  const res = await request(p.metricsUrl);
  expect(res.statusCode).toBe(200);
  return res.body.text();
}

/** Sum of the samples of `metric` whose labels include every `label="value"` given. */
function sample(text: string, metric: string, labels: Record<string, string>): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`) && !line.startsWith(`${metric} `)) continue;
    const braces = line.slice(metric.length).match(/^\{(.*)\} /);
    const set = braces?.[1] ?? '';
    if (Object.entries(labels).every(([key, value]) => set.includes(`${key}="${value}"`))) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}

describe('metrics through the real gateway', () => {
  it('scrapes on its own port, not on the public gateway port', async () => {
    expect(new URL(p.metricsUrl).port).not.toBe(new URL(p.gatewayUrl).port);
    const onGateway = await call(p.gatewayUrl, 'GET', '/metrics');
    expect(onGateway.status).toBe(404);
  });

  it('shows a request by its route template, method and status, and the procedure it reached', async () => {
    const { fullKey: token } = await newShop(p);
    const created = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Metric Key', price: 4.5, type: 'SERVICE' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;
    const route = {
      http_route: '/dev/v1/products/{id}',
      http_request_method: 'GET',
      http_response_status_code: '200',
    };
    const before = sample(await scrape(), 'http_server_request_duration_count', route);

    const fetched = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${id}`, { token });
    expect(fetched.status).toBe(200);
    expect(String(fetched.headers['server-timing'])).toMatch(/^gateway;dur=[\d.]+, upstream;dur=[\d.]+$/);

    const text = await scrape();
    expect(sample(text, 'http_server_request_duration_count', route)).toBe(before + 1);
    expect(
      sample(text, 'rpc_server_call_duration_count', { rpc_service: 'catalog', rpc_method: 'products.get' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('counts a 429 in shopforge_rate_limit_rejections_total', async () => {
    const { fullKey: token } = await newShop(p);
    const labels = { shopforge_rate_limit_name: 'dev_api', shopforge_credential_type: 'api_key' };
    const before = sample(await scrape(), 'shopforge_rate_limit_rejections_total', labels);
    let refused = 0;
    for (let i = 0; i < PLAN_RATE_LIMITS.free.capacity + 3; i++) {
      const res = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token });
      if (res.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect(sample(await scrape(), 'shopforge_rate_limit_rejections_total', labels)).toBe(before + refused);
  });

  it('reports outbox lag per service and the webhook queue depth', async () => {
    const text = await scrape();
    for (const service of ['oauth', 'catalog', 'billing', 'reseller', 'themes', 'webhook']) {
      expect(text).toMatch(
        new RegExp(`^shopforge_outbox_lag\\{[^}]*shopforge_service="${service}"[^}]*\\} [\\d.e+-]+$`, 'm'),
      );
    }
    expect(text).toMatch(
      /^shopforge_webhook_queue_depth\{[^}]*shopforge_webhook_state="pending"[^}]*\} \d+$/m,
    );
  });

  it('never carries a token, key, email or id in the scraped text', async () => {
    const { fullKey: token, shop, keyId } = await newShop(p);
    const email = 'metrics-buyer@example.com';
    const customer = await call(p.gatewayUrl, 'POST', '/dev/v1/customers', { token, body: { email } });
    expect(customer.status).toBe(201);
    const customerId = (customer.body as { data: { id: string } }).data.id;
    await call(p.gatewayUrl, 'GET', `/dev/v1/customers/${customerId}`, { token });
    await call(p.gatewayUrl, 'GET', `/dev/v1/customers/${encodeURIComponent(email)}`, { token });
    await call(p.gatewayUrl, 'GET', `/dev/v1/no-such-route/${encodeURIComponent(email)}`, { token });
    await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: `${token}-wrong` });

    const text = await scrape();
    for (const secret of [token, token.slice(0, 12), email, shop.id, keyId, customerId]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/shx_[A-Za-z0-9]/);
    // No header value either (route templates such as /.well-known/oauth-authorization-server are fine).
    expect(text.toLowerCase()).not.toContain('bearer');
  });
});

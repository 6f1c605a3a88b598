import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';

let p: TestPlatform;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  p = await platform();
  env = {
    SHOPFORGE_OPERATOR_TOKEN: p.operatorToken,
    OAUTH_SERVICE_URL: p.serviceUrls.oauth,
    CATALOG_SERVICE_URL: p.serviceUrls.catalog,
    BILLING_SERVICE_URL: p.serviceUrls.billing,
  };
});

const cli = (...args: string[]) => runCli(env, ...args);

describe('operator CLI', () => {
  it('order pay marks an invoice paid through the test provider and delivers it', async () => {
    const created = await cli('shop', 'create', '--name', 'CLI Orders', '--currency', 'EUR', '--json');
    const shop = JSON.parse(created.stdout) as { shop: { id: string }; api_key: string };
    const made = await cli(
      'product',
      'create',
      '--shop',
      shop.shop.id,
      '--title',
      'Pay Key',
      '--price',
      '3',
      '--serials',
      'PAY-1',
      '--json',
    );
    const { product } = JSON.parse(made.stdout) as { product: { id: string } };
    const order = await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token: shop.api_key,
      body: { customer_email: 'cli@example.com', items: [{ product_id: product.id, quantity: 1 }] },
    });
    const { uniqid } = (order.body as { data: { uniqid: string } }).data;
    const run = await cli('order', 'pay', '--invoice', uniqid);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Invoice ${uniqid} is COMPLETED (3.00 EUR through TEST).\n`);
    const again = await cli('order', 'pay', '--invoice', uniqid);
    expect([again.code, again.stderr]).toEqual([1, 'error: This invoice cannot be paid: it is COMPLETED.\n']);
    const unknown = await cli('order', 'pay', '--invoice', '0190f5a0-0000-7000-8000-0000000000ee');
    expect([unknown.code, unknown.stderr]).toEqual([1, 'error: Invoice not found.\n']);
  });

  it('creates a serial product with its codes, visible through the API', async () => {
    const created = await cli('shop', 'create', '--name', 'CLI Catalog', '--currency', 'EUR', '--json');
    const shop = JSON.parse(created.stdout) as { shop: { id: string }; api_key: string };
    const run = await cli(
      'product',
      'create',
      '--shop',
      shop.shop.id,
      '--title',
      'CLI Key',
      '--price',
      '4.5',
      '--serials',
      'K1, K2,K3',
      '--json',
    );
    expect(run.code).toBe(0);
    const { product } = JSON.parse(run.stdout) as {
      product: { id: string; type: string; stock: number; currency: string };
    };
    expect(product).toMatchObject({ type: 'SERIALS', stock: 3, currency: 'EUR' });
    const res = await call(p.gatewayUrl, 'GET', `/dev/v1/products/${product.id}/serials`, {
      token: shop.api_key,
    });
    expect((res.body as { data: { stock: number } }).data.stock).toBe(3);
    const bad = await cli('product', 'create', '--shop', shop.shop.id, '--title', 'X', '--price', 'free');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--price/);
  });

  it('walks the issue’s scenario: create, narrow key, revoke, suspend', async () => {
    const created = await cli('shop', 'create', '--name', 'CLI Shop', '--json');
    expect(created.code).toBe(0);
    const shop = JSON.parse(created.stdout) as {
      shop: { id: string; status: string };
      api_key: string;
      key_id: string;
    };
    expect(shop.api_key).toMatch(/^shx_[A-Za-z0-9]{32}$/);
    expect(shop.shop.status).toBe('active');

    const keyRun = await cli('key', 'create', '--shop', shop.shop.id, '--scopes', 'products.read', '--json');
    expect(keyRun.code).toBe(0);
    const key = JSON.parse(keyRun.stdout) as { key_id: string; api_key: string; scopes: string[] };
    expect(key.scopes).toEqual(['products.read']);
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: key.api_key })).status).toBe(200);
    const forbidden = await call(p.gatewayUrl, 'GET', '/dev/v1/webhooks/events', { token: key.api_key });
    expect(forbidden.status).toBe(403);
    expect(errorOf(forbidden).message).toBe('Missing required API scope.');

    const listed = JSON.parse((await cli('key', 'list', '--shop', shop.shop.id, '--json')).stdout) as {
      keys: Record<string, unknown>[];
    };
    expect(listed.keys).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain(key.api_key);

    const revoked = await cli('key', 'revoke', '--key-id', key.key_id, '--json');
    expect(JSON.parse(revoked.stdout)).toEqual({ revoked: true });
    expect((await call(p.gatewayUrl, 'GET', '/dev/v1/products', { token: key.api_key })).status).toBe(401);

    const suspended = await cli('shop', 'suspend', '--shop', shop.shop.id, '--json');
    expect(JSON.parse(suspended.stdout).shop.status).toBe('suspended');
    const refused = await call(p.gatewayUrl, 'GET', '/dev/v1/me', { token: shop.api_key });
    expect(errorOf(refused).message).toBe('Your shop has been suspended.');
    const back = await cli('shop', 'unsuspend', '--shop', shop.shop.id, '--json');
    expect(JSON.parse(back.stdout).shop.status).toBe('active');
  });

  it('prints human-readable output without --json', async () => {
    const run = await cli('shop', 'create', '--name', 'Readable Shop');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('API key (full access, shown once): shx_');
  });

  it('fails clearly with a non-zero exit on bad input', async () => {
    const missing = await cli('shop', 'create');
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('--name is required');
    const badScope = await cli(
      'key',
      'create',
      '--shop',
      '0190f5a0-0000-7000-8000-000000000001',
      '--scopes',
      'nope.read',
    );
    expect(badScope.code).not.toBe(0);
    expect(badScope.stderr).toContain('Unknown scope');
    const unknownShop = await cli(
      'shop',
      'suspend',
      '--shop',
      '0190f5a0-0000-7000-8000-000000000001',
      '--json',
    );
    expect(unknownShop.code).toBe(1);
    expect(JSON.parse(unknownShop.stderr)).toEqual({ error: 'Shop not found.' });
    const badId = await cli('key', 'revoke', '--key-id', 'not-a-uuid');
    expect(badId.code).toBe(1);
    expect(badId.stderr).toContain('key_id');
  });

  it('refuses to run without a platform to talk to', async () => {
    const run = await runCli({ SHOPFORGE_DATA_DIR: '/nonexistent' }, 'shop', 'create', '--name', 'x');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('No running platform found');
  });
});

import { readMailbox } from '@shopforge/mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { eventually } from '../src/eventually';
import { call, errorOf } from '../src/http';
import { platform, type TestPlatform } from '../src/platform';
import { newShop } from '../src/shops';

let p: TestPlatform;
beforeAll(async () => {
  p = await platform();
});

const cli = (...args: string[]) => operatorCli(p)(...args);

interface OrderBody {
  data: {
    order: {
      id: string;
      uniqid: string;
      reused: boolean;
      total: string;
      items: Array<{ serials: string[]; delivered: boolean }>;
    };
  };
}

/** A merchant with an enabled program, a serial product, and a reseller who accepted, holds a key and topped up. */
async function resellerWithStock(codes: string[], topup: string) {
  const { fullKey } = await newShop(p);
  await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
    token: fullKey,
    body: { is_enabled: true, default_wholesale_discount_percent: 20 },
  });
  const product = await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
    token: fullKey,
    body: { title: 'Wholesale Key', price: 10, type: 'SERIALS' },
  });
  const productId = (product.body as { data: { id: string } }).data.id;
  if (codes.length > 0) {
    await call(p.gatewayUrl, 'POST', `/dev/v1/products/${productId}/serials`, {
      token: fullKey,
      body: { serials: codes },
    });
  }
  const invited = await call(p.gatewayUrl, 'POST', '/dev/v1/resellers/invite', {
    token: fullKey,
    body: { email: 'partner@example.com', product_access: [{ product_id: productId }] },
  });
  const invitationId = (invited.body as { data: { invitation: { id: string } } }).data.invitation.id;
  const accepted = await cli('reseller', 'accept', '--invitation', invitationId, '--json');
  const relationshipId = (JSON.parse(accepted.stdout) as { reseller_relationship_id: string })
    .reseller_relationship_id;
  const created = await cli('reseller', 'key', 'create', '--relationship', relationshipId, '--json');
  expect(created.code).toBe(0);
  const apiKey = (JSON.parse(created.stdout) as { api_key: string }).api_key;
  await cli('reseller', 'topup', '--relationship', relationshipId, '--amount', topup);
  return { fullKey, productId, relationshipId, apiKey };
}

describe('the Reseller API through the gateway', () => {
  it('a reseller buys serials; re-reading returns them; replaying the key returns reused: true and no second charge', async () => {
    const { productId, apiKey } = await resellerWithStock(['R-1', 'R-2', 'R-3'], '100.00');
    expect(apiKey).toMatch(/^shxr_/);

    const me = await call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: apiKey });
    expect(me.status).toBe(200);
    expect((me.body as { data: unknown }).data).toMatchObject({
      reseller: { status: 'ACTIVE', email: 'partner@example.com' },
      tier: { name: 'Standard', discount_percent: 20 },
      progress: { lifetime_revenue: '0.00', lifetime_orders: 0, next_tier: null },
    });

    const products = await call(p.gatewayUrl, 'GET', '/reseller/v1/products', { token: apiKey });
    expect(products.body).toMatchObject({
      data: [
        {
          product_id: productId,
          wholesale_price: '8.00',
          applied_override: 'tier',
          orderable: true,
          stock: 3,
        },
      ],
      pagination: { page: 1, per_page: 25, total: 1 },
    });

    const buy = () =>
      call(p.gatewayUrl, 'POST', '/reseller/v1/orders', {
        token: apiKey,
        headers: { 'idempotency-key': 'first-purchase' },
        body: { items: [{ product_id: productId, quantity: 2 }] },
      });
    const bought = await buy();
    expect(bought.status).toBe(201);
    expect(bought.headers['idempotency-status']).toBe('created');
    const created = (bought.body as OrderBody).data.order;
    expect(created).toMatchObject({
      reused: false,
      total: '16.00',
      items: [{ delivered: true, serials: ['R-1', 'R-2'] }],
    });

    const reread = await call(p.gatewayUrl, 'GET', `/reseller/v1/orders/${created.uniqid}`, {
      token: apiKey,
    });
    expect((reread.body as { data: { items: Array<{ serials: string[] }> } }).data.items[0]?.serials).toEqual(
      ['R-1', 'R-2'],
    );

    const replay = await buy();
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotency-status']).toBe('cached');
    expect((replay.body as OrderBody).data.order).toMatchObject({ id: created.id, reused: true });

    const balance = await call(p.gatewayUrl, 'GET', '/reseller/v1/balance', { token: apiKey });
    expect((balance.body as { data: unknown }).data).toEqual({
      currency: 'EUR',
      balance: '84.00',
      hold_balance: '0.00',
      available: '84.00',
      is_active: true,
    });
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id']) {
      expect(balance.headers[name]).toBeDefined();
    }
    const list = await call(p.gatewayUrl, 'GET', '/reseller/v1/orders', { token: apiKey });
    expect((list.body as { pagination: unknown }).pagination).toEqual({ page: 1, per_page: 25, total: 1 });
  });

  it('402 INSUFFICIENT_BALANCE carries the gap; a missing Idempotency-Key is 400', async () => {
    const { productId, apiKey } = await resellerWithStock(['P-1'], '5.00');
    const refused = await call(p.gatewayUrl, 'POST', '/reseller/v1/orders', {
      token: apiKey,
      headers: { 'idempotency-key': 'too-poor' },
      body: { items: [{ product_id: productId, quantity: 1 }] },
    });
    expect(refused.status).toBe(402);
    expect((refused.body as { error: { balance: unknown } }).error.balance).toEqual({
      currency: 'EUR',
      required: '8.00',
      available: '5.00',
      shortfall: '3.00',
    });
    const keyless = await call(p.gatewayUrl, 'POST', '/reseller/v1/orders', {
      token: apiKey,
      body: { items: [{ product_id: productId, quantity: 1 }] },
    });
    expect(keyless.status).toBe(400);
    expect(errorOf(keyless).code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('revoking a key is permanent, a disabled program is 403, and a merchant key is no reseller key', async () => {
    const { fullKey, relationshipId, apiKey } = await resellerWithStock([], '1.00');
    expect(errorOf(await call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: fullKey })).message).toBe(
      'Invalid API key.',
    );
    await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
      token: fullKey,
      body: { is_enabled: false },
    });
    const off = await call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: apiKey });
    expect(off.status).toBe(403);
    expect(errorOf(off).message).toBe('The reseller program of this shop is not active.');
    await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
      token: fullKey,
      body: { is_enabled: true },
    });
    const suspended = await call(p.gatewayUrl, 'PATCH', `/dev/v1/resellers/${relationshipId}`, {
      token: fullKey,
      body: { status: 'SUSPENDED' },
    });
    expect(suspended.status).toBe(200);
    expect(errorOf(await call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: apiKey })).message).toBe(
      'This reseller account is suspended.',
    );
    const listed = await cli('reseller', 'key', 'list', '--relationship', relationshipId, '--json');
    const keyId = (JSON.parse(listed.stdout) as { keys: Array<{ id: string }> }).keys[0]?.id ?? '';
    await cli('reseller', 'key', 'revoke', '--relationship', relationshipId, '--key-id', keyId);
    await call(p.gatewayUrl, 'PATCH', `/dev/v1/resellers/${relationshipId}`, {
      token: fullKey,
      body: { status: 'ACTIVE' },
    });
    const revoked = await call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: apiKey });
    expect(revoked.status).toBe(401);
    expect(errorOf(revoked).message).toBe('Invalid API key.');
  });

  it('a warm gateway cache never outlives a change: suspension, program off and revocation apply on the very next request', async () => {
    const { fullKey, relationshipId, apiKey } = await resellerWithStock([], '1.00');
    const me = () => call(p.gatewayUrl, 'GET', '/reseller/v1/me', { token: apiKey });
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200); // now answered from the gateway's cache
    await call(p.gatewayUrl, 'PATCH', `/dev/v1/resellers/${relationshipId}`, {
      token: fullKey,
      body: { status: 'SUSPENDED' },
    });
    expect(errorOf(await me()).message).toBe('This reseller account is suspended.');
    await call(p.gatewayUrl, 'PATCH', `/dev/v1/resellers/${relationshipId}`, {
      token: fullKey,
      body: { status: 'ACTIVE' },
    });
    expect((await me()).status).toBe(200);
    await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
      token: fullKey,
      body: { is_enabled: false },
    });
    expect((await me()).status).toBe(403);
    await call(p.gatewayUrl, 'PATCH', '/dev/v1/reseller-program', {
      token: fullKey,
      body: { is_enabled: true },
    });
    expect((await me()).status).toBe(200);
    const listed = await cli('reseller', 'key', 'list', '--relationship', relationshipId, '--json');
    const keyId = (JSON.parse(listed.stdout) as { keys: Array<{ id: string }> }).keys[0]?.id ?? '';
    // The CLI is another process, calling the reseller service directly, not through this gateway.
    await cli('reseller', 'key', 'revoke', '--relationship', relationshipId, '--key-id', keyId);
    const revoked = await me();
    expect(revoked.status).toBe(401);
    expect(errorOf(revoked).message).toBe('Invalid API key.');
  });

  it('a URL-only fulfillment delivers once per external_order_id, however often it is called', async () => {
    const { productId, apiKey } = await resellerWithStock(['F-1', 'F-2'], '50.00');
    const url = `/reseller/v1/fulfillments/dynamic?api_key=${apiKey}&external_order_id=shop-77&customer_email=buyer%40example.com&product_id=${productId}&quantity=1`;
    const first = await call(p.gatewayUrl, 'GET', url);
    const again = await call(p.gatewayUrl, 'GET', url);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const serials = [first, again].map(
      (reply) =>
        (reply.body as { data: { fulfillment: { items: Array<{ serials: string[] }> } } }).data.fulfillment
          .items[0]?.serials,
    );
    expect(serials).toEqual([['F-1'], ['F-1']]);
    const balance = await call(p.gatewayUrl, 'GET', '/reseller/v1/balance', { token: apiKey });
    expect((balance.body as { data: { balance: string } }).data.balance).toBe('42.00');
  });
});

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('reseller stock through the Developer API', () => {
  it('a stock purchase is invoiced, allocated once its invoice is paid, and delivered item by item', async () => {
    const { fullKey, productId, relationshipId } = await resellerWithStock(['S-1', 'S-2', 'S-3'], '0.00');
    const base = `/dev/v1/resellers/${relationshipId}`;
    const purchase = await call(p.gatewayUrl, 'POST', `${base}/stock-purchases`, {
      token: fullKey,
      headers: { 'idempotency-key': 'stock-1' },
      body: { product_id: productId, quantity: 2 },
    });
    expect(purchase.status).toBe(201);
    const transfer = (purchase.body as { data: { stock_transfer: { id: string; total: number } } }).data
      .stock_transfer;
    expect(transfer.total).toBe(16);
    const invoiced = await call(p.gatewayUrl, 'POST', `${base}/stock-transfers/${transfer.id}/invoice`, {
      token: fullKey,
      body: {},
    });
    expect(invoiced.status).toBe(200);
    const invoice = (invoiced.body as { data: { invoice: { uniqid: string; url: string } } }).data.invoice;
    expect(invoice.url).toContain(invoice.uniqid);

    const paid = await cli('order', 'pay', '--invoice', invoice.uniqid);
    expect(paid.code).toBe(0);
    const transfers = await until(
      () => call(p.gatewayUrl, 'GET', `${base}/stock-transfers`, { token: fullKey }),
      (reply) => (reply.body as { data: Array<{ status: string }> }).data[0]?.status === 'ALLOCATED',
    );
    expect((transfers.body as { data: Array<{ status: string }> }).data[0]?.status).toBe('ALLOCATED');

    const inventory = await call(p.gatewayUrl, 'GET', `${base}/inventory`, { token: fullKey });
    const items = (inventory.body as { data: Array<{ id: string; code: string }> }).data;
    expect(items.map((item) => item.code)).toEqual(['S-1', 'S-2']);
    const delivered = await call(p.gatewayUrl, 'POST', `${base}/inventory/${items[0]?.id}/deliver`, {
      token: fullKey,
      body: { email: 'stock-customer@reseller-e2e.example' },
    });
    expect((delivered.body as { data: { item: unknown } }).data.item).toMatchObject({
      status: 'DELIVERED',
      delivered_to: 'stock-customer@reseller-e2e.example',
    });
    // The customer gets the code by mail (billing's mailbox on this platform).
    const mail = await eventually('the delivery mail', async () =>
      (await readMailbox(p.mailboxDir)).find((file) =>
        file.raw.includes('To: stock-customer@reseller-e2e.example'),
      ),
    );
    expect(mail.raw).toContain('S-1');
    expect(mail.raw).toMatch(/^Reply-To: partner@example\.com/m);
    const allocateAgain = await call(
      p.gatewayUrl,
      'POST',
      `${base}/stock-transfers/${transfer.id}/allocate`,
      {
        token: fullKey,
      },
    );
    expect(
      (allocateAgain.body as { data: { stock_transfer: { status: string } } }).data.stock_transfer.status,
    ).toBe('ALLOCATED');

    const analytics = await call(p.gatewayUrl, 'GET', `${base}/analytics`, { token: fullKey });
    expect((analytics.body as { data: unknown }).data).toMatchObject({
      stock: { allocated: 2, delivered: 1 },
    });
    const other = await newShop(p);
    const foreign = await call(p.gatewayUrl, 'GET', `${base}/inventory`, { token: other.fullKey });
    expect(foreign.status).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { operatorCli } from '../src/cli';
import { call, errorOf } from '../src/http';
import { authorizeAsMerchant, shopWithOwner } from '../src/oauth';
import { platform, type TestPlatform } from '../src/platform';
import { newKey } from '../src/shops';

/** Serial replacements and the permission rules of their audit events, through the gateway. */
let p: TestPlatform;

beforeAll(async () => {
  p = await platform();
});

const dataOf = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const REDIRECT = 'https://app.example/callback';

async function paidSerialOrder(token: string) {
  const product = dataOf<{ id: string }>(
    await call(p.gatewayUrl, 'POST', '/dev/v1/products', {
      token,
      body: { title: 'Licence', price: 8, type: 'SERIALS' },
    }),
  );
  await call(p.gatewayUrl, 'POST', `/dev/v1/products/${product.id}/serials`, {
    token,
    body: { serials: ['OLD-1', 'NEW-1'] },
  });
  const order = dataOf<{ id: string; uniqid: string }>(
    await call(p.gatewayUrl, 'POST', '/dev/v1/orders', {
      token,
      body: { customer_email: 'buyer@example.com', items: [{ product_id: product.id, quantity: 1 }] },
    }),
  );
  expect((await operatorCli(p)('order', 'pay', '--invoice', order.uniqid)).code).toBe(0);
  return { order };
}

/** An admin member approves an app for `scope`; answers their member id and the access token. */
async function adminToken(shopId: string, scope: string) {
  const cli = operatorCli(p);
  const admin = { email: `admin-${Date.now()}@replace.test`, password: 'admin password 123' };
  const member = await cli(
    'member',
    'create',
    '--shop',
    shopId,
    '--email',
    admin.email,
    '--password',
    admin.password,
    '--role',
    'admin',
    '--json',
  );
  expect(member.code, member.stderr).toBe(0);
  const memberId = (JSON.parse(member.stdout) as { member: { id: string } }).member.id;
  const app = await cli(
    'oauth-app',
    'create',
    '--shop',
    shopId,
    '--name',
    'Support desk',
    '--redirect-uri',
    REDIRECT,
    '--scopes',
    scope,
    '--json',
  );
  const { client_id, client_secret } = JSON.parse(app.stdout) as { client_id: string; client_secret: string };
  const url = new URL(`${p.gatewayUrl}/dev/v1/oauth/authorize`);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id,
    redirect_uri: REDIRECT,
    scope,
    state: 's1',
  }))
    url.searchParams.set(name, value);
  const landed = await authorizeAsMerchant(p.gatewayUrl, url.toString(), admin);
  const exchanged = await call(p.gatewayUrl, 'POST', '/dev/v1/oauth/token', {
    headers: {
      authorization: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: landed.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT,
    }).toString(),
  });
  expect(exchanged.status).toBe(200);
  return { memberId, accessToken: (exchanged.body as { access_token: string }).access_token };
}

describe('serial replacements', () => {
  it('replacing a delivered serial records an audit event with both values, readable with orders.read and licenses.read', async () => {
    const { shop, fullKey: token } = await shopWithOwner(p);
    const { order } = await paidSerialOrder(token);
    // The delivered line's id, as the timeline names it.
    const timeline = await call(p.gatewayUrl, 'GET', `/dev/v1/invoices/${order.uniqid}/timeline`, { token });
    const delivered = dataOf<{ events: { type: string; line_item_id: string | null }[] }>(
      timeline,
    ).events.find((event) => event.type === 'line_delivered');
    const line = delivered?.line_item_id ?? '';
    const replaced = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${order.id}/items/${line}/replace`, {
      token,
      body: { serial: 'OLD-1', reason: 'Already used' },
    });
    expect(replaced.status).toBe(201);
    const event = dataOf<{ id: string }>(replaced);
    expect(event).toMatchObject({ old_serial: 'OLD-1', new_serial: 'NEW-1', reason: 'Already used' });

    const both = await newKey(p, shop.id, ['orders.read', 'licenses.read']);
    const read = await call(p.gatewayUrl, 'GET', `/dev/v1/replacement-events/${event.id}`, {
      token: both.api_key,
    });
    expect(dataOf(read)).toMatchObject({ old_serial: 'OLD-1', new_serial: 'NEW-1' });
    const ordersOnly = await newKey(p, shop.id, ['orders.read']);
    const denied = await call(p.gatewayUrl, 'GET', `/dev/v1/replacement-events/${event.id}`, {
      token: ordersOnly.api_key,
    });
    expect(denied.status).toBe(403);
    const missing = await call(
      p.gatewayUrl,
      'GET',
      '/dev/v1/replacement-events/0190f5a0-0000-7000-8000-000000000000',
      { token },
    );
    expect(missing.status).toBe(404);
    const again = await call(p.gatewayUrl, 'POST', `/dev/v1/orders/${order.id}/items/${line}/replace`, {
      token,
      body: { serial: 'OLD-1' },
    });
    expect(again.status).toBe(400);
    expect(errorOf(again).code).toBe('BAD_REQUEST');

    // OAuth: the approving member must still hold license-key permission.
    const { memberId, accessToken } = await adminToken(shop.id, 'orders.read licenses.read');
    const asApp = await call(p.gatewayUrl, 'GET', `/dev/v1/replacement-events/${event.id}`, {
      token: accessToken,
    });
    expect(asApp.status).toBe(200);
    const demoted = await operatorCli(p)(
      'member',
      'set-role',
      '--shop',
      shop.id,
      '--member-id',
      memberId,
      '--role',
      'staff',
    );
    expect(demoted.code, demoted.stderr).toBe(0);
    const afterDemotion = await call(p.gatewayUrl, 'GET', `/dev/v1/replacement-events/${event.id}`, {
      token: accessToken,
    });
    expect(afterDemotion.status).toBe(403);
  });
});

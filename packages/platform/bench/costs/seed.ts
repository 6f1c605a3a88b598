/**
 * What the measured routes read and change, built the way a merchant, a buyer, an app and the
 * operator would: Developer API calls, operator procedures (shops, apps, paying through the
 * test provider), the OAuth consent pages. Runs before anything is measured.
 */
import type { BillingRouter } from '@shopforge/service-billing/router';
import { createServiceClient } from '@shopforge/service-kit/client';
import type { OauthRouter } from '@shopforge/service-oauth/router';
import { approve, signIn } from '../oauth-consent';
import { seedProducts } from '../platform-target';
import type { PlatformAccess } from '../protocol';
import { api } from '../reseller-setup';

const OWNER = { email: 'costs-owner@bench.example', password: 'costs owner password' };
const REDIRECT = 'https://app.bench.example/callback';
/** Rows per list a merchant's integration pages through, beyond what the routes add. */
const LISTED = 20;
/** The events a typical order-and-catalogue integration subscribes to. */
const WEBHOOK_EVENTS = ['order:created', 'order:paid', 'order:updated', 'product:created', 'product:updated'];

export interface Fixture {
  access: PlatformAccess;
  merchantKey: string;
  shopSlug: string;
  /** One of the 50 seeded products: read and edited. */
  productId: string;
  /** Sold one code at a time by the merchant's orders. */
  serialProductId: string;
  orderId: string;
  /** An unpaid order's invoice: its hosted checkout page. */
  unpaidUniqid: string;
  oauth: { basic: string; refreshToken: string };
  /** `count` new unpaid one-code orders; their invoice uniqids. */
  newOrders(count: number): Promise<string[]>;
}

async function serialProduct(access: PlatformAccess, key: string, codes: number): Promise<string> {
  const product = await api(access, 'POST', '/dev/v1/products', key, {
    title: 'Game Key',
    price: 9.99,
    type: 'SERIALS',
  });
  const id = String(product.data.id);
  const serials = Array.from({ length: codes }, (_, i) => `COSTS-${i}`);
  await api(access, 'POST', `/dev/v1/products/${id}/serials`, key, { serials });
  return id;
}

async function oauthGrant(access: PlatformAccess, shopId: string) {
  const operator = createServiceClient<OauthRouter>({
    url: access.serviceUrls.oauth ?? '',
    credential: { operatorToken: access.operatorToken },
  });
  const app = await operator.apps.create.mutate({
    shop_id: shopId,
    name: 'Costs App',
    redirect_uris: [REDIRECT],
    scopes: ['products.read'],
  });
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scope: 'products.read',
    state: 'costs',
  }).toString();
  const code = await approve(access.gatewayUrl, query, await signIn(access.gatewayUrl, query, OWNER));
  const basic = Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64');
  const res = await fetch(`${access.gatewayUrl}/dev/v1/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
  });
  const tokens = (await res.json()) as { refresh_token?: string };
  if (res.status !== 200 || !tokens.refresh_token) throw new Error(`code exchange answered ${res.status}`);
  return { basic, refreshToken: tokens.refresh_token };
}

/** `codes`: serial codes for every order the routes will create. */
export async function seed(access: PlatformAccess, webhookUrl: string, codes: number): Promise<Fixture> {
  const operator = createServiceClient<OauthRouter>({
    url: access.serviceUrls.oauth ?? '',
    credential: { operatorToken: access.operatorToken },
  });
  const billing = createServiceClient<BillingRouter>({
    url: access.serviceUrls.billing ?? '',
    credential: { operatorToken: access.operatorToken },
  });
  // The largest rate-limit bucket, so the table shows the platform's work, not 429s.
  const shop = await operator.operator.createShop.mutate({
    name: 'Costs Shop',
    currency: 'USD',
    plan: 'enterprise',
    owner: OWNER,
  });
  const key = shop.api_key;
  const post = (path: string, body: unknown) => api(access, 'POST', path, key, body);

  await seedProducts(access.gatewayUrl, { authorization: `Bearer ${key}` });
  const listed = await api(access, 'GET', '/dev/v1/products?limit=1', key);
  const productId = String((listed.data as unknown as Array<{ id: string }>)[0]?.id);
  const serialProductId = await serialProduct(access, key, codes);
  const recurring = await post('/dev/v1/products', {
    title: 'Monthly box',
    price: 15,
    type: 'SERVICE',
    service_text: 'Thanks for subscribing',
    subtype: 'RECURRING',
    recurring_interval: 'MONTH',
  });
  await post('/dev/v1/webhooks', { url: webhookUrl, events: WEBHOOK_EVENTS });
  await post('/dev/v1/themes/control/create', { name: 'Main', base: 'default' });
  for (let i = 0; i < LISTED; i++) {
    await post('/dev/v1/customers', { email: `customer-${i}@bench.example`, name: `Customer ${i}` });
    await post('/dev/v1/coupons', { code: `SAVE${i}`, type: 'PERCENTAGE', discount: 10, max_uses: 100 });
    await post('/dev/v1/categories', { title: `Category ${i}` });
  }

  const order = async (productId: string, i: number) => {
    const created = await post('/dev/v1/orders', {
      customer_email: `buyer-${i}@bench.example`,
      items: [{ product_id: productId, quantity: 1 }],
    });
    return { id: String(created.data.id), uniqid: String(created.data.uniqid) };
  };
  let ordered = 0;
  const orders = [];
  for (let i = 0; i < LISTED; i++) orders.push(await order(serialProductId, ordered++));
  // Half of them paid (codes delivered, webhooks sent); a few subscriptions, paid as well.
  for (const paid of orders.slice(0, LISTED / 2)) {
    await billing.operator.payInvoice.mutate({ invoice_uniqid: paid.uniqid });
  }
  for (let i = 0; i < 5; i++) {
    const subscription = await order(String(recurring.data.id), ordered++);
    await billing.operator.payInvoice.mutate({ invoice_uniqid: subscription.uniqid });
  }
  const first = orders[0];
  const unpaid = orders.at(-1);
  if (!first || !unpaid) throw new Error('no orders seeded');

  return {
    access,
    merchantKey: key,
    shopSlug: shop.shop.slug,
    productId,
    serialProductId,
    orderId: first.id,
    unpaidUniqid: unpaid.uniqid,
    oauth: await oauthGrant(access, shop.shop.id),
    newOrders: async (count) => {
      const made: string[] = [];
      for (let i = 0; i < count; i++) made.push((await order(serialProductId, ordered++)).uniqid);
      return made;
    },
  };
}

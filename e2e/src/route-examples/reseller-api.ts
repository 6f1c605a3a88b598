import { api, unique } from './api';
import { sharedReseller } from './reseller-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

/** A purchase through the Reseller API, as its reseller. */
const sharedResellerOrder = (ctx: ExampleContext) =>
  shared(ctx, 'reseller-order', async () => {
    const { apiKey, productId } = await sharedReseller(ctx);
    const created = await api<{ order: { uniqid: string } }>(
      ctx,
      'POST',
      '/reseller/v1/orders',
      { items: [{ product_id: productId, quantity: 1 }] },
      { token: apiKey, headers: { 'idempotency-key': unique('setup-order-') } },
    );
    return created.order;
  });

const asReseller = async (ctx: ExampleContext, path: string) => ({
  path,
  token: (await sharedReseller(ctx)).apiKey,
});

const fulfillment = async (ctx: ExampleContext) => ({
  external_order_id: unique('shop-order-'),
  customer_email: 'end-customer@example.com',
  product_id: (await sharedReseller(ctx)).productId,
  quantity: 1,
});

export const resellerApiExamples: RouteExamples = {
  'GET /reseller/v1/me': (ctx) => asReseller(ctx, '/reseller/v1/me'),
  'GET /reseller/v1/balance': (ctx) => asReseller(ctx, '/reseller/v1/balance'),
  'GET /reseller/v1/products': async (ctx) => ({
    ...(await asReseller(ctx, '/reseller/v1/products')),
    query: { page: '1', per_page: '10' },
  }),
  'POST /reseller/v1/orders': async (ctx) => ({
    ...(await asReseller(ctx, '/reseller/v1/orders')),
    headers: { 'idempotency-key': unique('route-wide-order-') },
    body: { items: [{ product_id: (await sharedReseller(ctx)).productId, quantity: 1 }] },
  }),
  'GET /reseller/v1/orders': async (ctx) => {
    await sharedResellerOrder(ctx);
    return asReseller(ctx, '/reseller/v1/orders');
  },
  'GET /reseller/v1/orders/{id}': async (ctx) =>
    asReseller(ctx, `/reseller/v1/orders/${(await sharedResellerOrder(ctx)).uniqid}`),
  'POST /reseller/v1/fulfillments': async (ctx) => ({
    ...(await asReseller(ctx, '/reseller/v1/fulfillments')),
    body: await fulfillment(ctx),
  }),
  // URL-only tools carry the key in the query; it takes precedence over any bearer token.
  'GET /reseller/v1/fulfillments/dynamic': async (ctx) => {
    const { apiKey } = await sharedReseller(ctx);
    const { quantity, ...fields } = await fulfillment(ctx);
    return {
      path: '/reseller/v1/fulfillments/dynamic',
      token: apiKey,
      query: { ...fields, quantity: String(quantity), api_key: apiKey },
    };
  },
};

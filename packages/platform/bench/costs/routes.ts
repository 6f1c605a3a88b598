/** The developer-order routes whose cost is measured, by the names the table gives them. */
export const CREATE_ORDER_ROUTE = 'POST /dev/v1/orders (1 serial code)';
export const PAY_ORDER_ROUTE = 'pay an order (test provider, `shopforge order pay`)';
export const FULFIL_ORDER_ROUTE = 'POST /dev/v1/orders/{id}/fulfill (unpaid: paid by hand, code delivered)';
export const DEV_ORDER_ROUTES = [CREATE_ORDER_ROUTE, PAY_ORDER_ROUTE, FULFIL_ORDER_ROUTE] as const;

/**
 * The 26 routes the cost table covers, in the order they run (the doc says why these). Each
 * builds its i-th request; writes that use something up (an unpaid order, a refresh token)
 * get it from `prepare` or from the previous answer, never from inside the measured window.
 */
import { OPERATOR_TOKEN_HEADER, TRPC_PREFIX } from '@shopforge/service-kit';
import { type BenchRequest, jsonBody } from './http';
import type { Fixture } from './seed';

export interface RouteCase {
  route: string;
  kind: 'read' | 'write';
  /** The status every request must get; anything else stops the bench. */
  status: number;
  /** Runs before the route's first request (warm-up included), outside any measurement. */
  prepare?: (count: number) => Promise<void>;
  request: (i: number) => BenchRequest;
  answered?: (text: string) => void;
}

export interface ResellerAccess {
  keys: string[];
  productId: string;
  orderUniqid: string;
}

export function routeCases(f: Fixture, reseller: ResellerAccess): RouteCase[] {
  const gateway = f.access.gatewayUrl;
  const merchant = { authorization: `Bearer ${f.merchantKey}` };
  const dev = (path: string) => `${gateway}/dev/v1${path}`;
  const get = (url: string, headers: Record<string, string> = merchant): BenchRequest => ({
    method: 'GET',
    url,
    headers,
  });
  const read = (route: string, url: string): RouteCase => ({
    route,
    kind: 'read',
    status: 200,
    request: () => get(url),
  });
  // Every reseller key has its own 5 req/s bucket (the spec's); rotating keeps 429s out.
  const resellerKey = (i: number) => ({
    authorization: `Bearer ${reseller.keys[i % reseller.keys.length] ?? ''}`,
  });
  const resellerRead = (route: string, path: string): RouteCase => ({
    route,
    kind: 'read',
    status: 200,
    request: (i) => get(`${gateway}/reseller/v1${path}`, resellerKey(i)),
  });

  let unpaid: string[] = [];
  let toFulfil: string[] = [];
  let refreshToken = f.oauth.refreshToken;

  return [
    read('GET /dev/v1/me', dev('/me')),
    read('GET /dev/v1/products?limit=50', dev('/products?limit=50')),
    read('GET /dev/v1/products/{id}', dev(`/products/${f.productId}`)),
    {
      route: 'POST /dev/v1/products',
      kind: 'write',
      status: 201,
      request: (i) =>
        jsonBody('POST', dev('/products'), merchant, {
          title: `Costs product ${i}`,
          description: 'Created by the cost table, one per request.',
          price: 4.99,
          type: 'SERVICE',
        }),
    },
    {
      route: 'PATCH /dev/v1/products/{id}',
      kind: 'write',
      status: 200,
      // Alternating prices, so every request really changes the row.
      request: (i) => jsonBody('PATCH', dev(`/products/${f.productId}`), merchant, { price: 10 + (i % 2) }),
    },
    read('GET /dev/v1/orders', dev('/orders')),
    {
      route: CREATE_ORDER_ROUTE,
      kind: 'write',
      status: 201,
      request: (i) =>
        jsonBody('POST', dev('/orders'), merchant, {
          customer_email: `costs-${i}@bench.example`,
          items: [{ product_id: f.serialProductId, quantity: 1 }],
        }),
    },
    read('GET /dev/v1/orders/{id}', dev(`/orders/${f.orderId}`)),
    {
      route: PAY_ORDER_ROUTE,
      kind: 'write',
      status: 200,
      prepare: async (count) => {
        unpaid = await f.newOrders(count);
      },
      // The operator procedure the CLI calls: attempt, provider approval, signed provider
      // webhook, fulfilment (the code is delivered), events.
      request: (i) =>
        jsonBody(
          'POST',
          `${f.access.serviceUrls.billing}${TRPC_PREFIX}operator.payInvoice`,
          { [OPERATOR_TOKEN_HEADER]: f.access.operatorToken },
          { invoice_uniqid: unpaid[i] },
        ),
    },
    {
      route: FULFIL_ORDER_ROUTE,
      kind: 'write',
      status: 200,
      prepare: async (count) => {
        toFulfil = await f.newOrders(count);
      },
      // The merchant's fulfilment trigger on an order nobody paid online: marked paid by hand
      // (MANUAL), the code claimed and delivered, events sent.
      request: (i) => jsonBody('POST', dev(`/orders/${toFulfil[i]}/fulfill`), merchant, {}),
    },
    read('GET /dev/v1/invoices', dev('/invoices')),
    read('GET /dev/v1/invoices/{uniqid}', dev(`/invoices/${f.unpaidUniqid}`)),
    read('GET /dev/v1/customers', dev('/customers')),
    {
      route: 'POST /dev/v1/customers',
      kind: 'write',
      status: 201,
      request: (i) =>
        jsonBody('POST', dev('/customers'), merchant, {
          email: `new-${i}@bench.example`,
          name: `New customer ${i}`,
        }),
    },
    read('GET /dev/v1/subscriptions', dev('/subscriptions')),
    read('GET /dev/v1/webhooks', dev('/webhooks')),
    read('GET /dev/v1/webhooks/logs', dev('/webhooks/logs')),
    read('GET /dev/v1/coupons', dev('/coupons')),
    read('GET /dev/v1/categories', dev('/categories')),
    resellerRead('GET /reseller/v1/products', '/products'),
    {
      route: 'POST /reseller/v1/orders (1 code)',
      kind: 'write',
      status: 201,
      request: (i) =>
        jsonBody(
          'POST',
          `${gateway}/reseller/v1/orders`,
          { ...resellerKey(i), 'idempotency-key': `costs-${i}` },
          { items: [{ product_id: reseller.productId, quantity: 1 }] },
        ),
    },
    resellerRead('GET /reseller/v1/orders/{uniqid}', `/orders/${reseller.orderUniqid}`),
    resellerRead('GET /reseller/v1/balance', '/balance'),
    {
      route: 'POST /dev/v1/oauth/token (refresh grant)',
      kind: 'write',
      status: 200,
      // Rotation: each request spends the refresh token the previous one returned.
      request: () => ({
        method: 'POST',
        url: dev('/oauth/token'),
        headers: {
          authorization: `Basic ${f.oauth.basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      }),
      answered: (text) => {
        refreshToken = (JSON.parse(text) as { refresh_token: string }).refresh_token;
      },
    },
    {
      route: 'GET /store/{slug} (storefront)',
      kind: 'read',
      status: 200,
      request: () => get(`${gateway}/store/${f.shopSlug}`, {}),
    },
    {
      route: 'GET /checkout/{uniqid} (hosted checkout)',
      kind: 'read',
      status: 200,
      request: () => get(`${gateway}/checkout/${f.unpaidUniqid}`, {}),
    },
  ];
}

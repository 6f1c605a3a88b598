import {
  resellerOrderCreatedSchema,
  createResellerOrderBodySchema,
  resellerBalanceSchema,
  resellerFulfillmentBodySchema,
  resellerFulfillmentDynamicQuerySchema,
  resellerFulfillmentSchema,
  resellerMeSchema,
  resellerOrderListQuerySchema,
  resellerOrderListSchema,
  resellerOrderSchema,
  resellerProductListSchema,
  resellerProductsQuerySchema,
} from '@shopforge/contracts';
import { fulfillmentAnswers, orderAnswers } from './reseller-outcomes';
import { type ResolvedRoute, type RouteDef, resolveRoute } from './route';

/*
 * The Reseller API (`/reseller/v1`) in the route table: the gateway's reseller router mounts
 * these (gateway/src/reseller) and the Reseller API OpenAPI document is generated from them.
 * Reseller keys carry no scopes, so every entry's `scopes` is empty.
 */

export const RESELLER_API_PREFIX = '/reseller/v1';

const definitions: RouteDef[] = [
  {
    method: 'GET',
    path: '/reseller/v1/me',
    scopes: [],
    service: 'reseller',
    procedure: 'api.me',
    kind: 'query',
    output: resellerMeSchema,
    envelope: 'data',
    summary: 'The shop, the reseller, its tier and progress towards the next tier.',
  },
  {
    method: 'GET',
    path: '/reseller/v1/balance',
    scopes: [],
    service: 'reseller',
    procedure: 'api.balance',
    kind: 'query',
    output: resellerBalanceSchema,
    envelope: 'data',
    summary: 'The prepaid balance; `available = balance − hold_balance` is what an order is checked against.',
  },
  {
    method: 'GET',
    path: '/reseller/v1/products',
    scopes: [],
    service: 'reseller',
    procedure: 'api.products',
    kind: 'query',
    query: resellerProductsQuerySchema,
    output: resellerProductListSchema,
    envelope: 'as_is',
    summary:
      'Enrolled products priced for your tier (variant → product → tier); check `orderable`, not `stock`.',
  },
  {
    method: 'POST',
    path: '/reseller/v1/orders',
    scopes: [],
    service: 'reseller',
    procedure: 'api.orders.create',
    kind: 'mutation',
    body: createResellerOrderBodySchema,
    outcome: orderAnswers,
    idempotencyKey: 'required',
    output: resellerOrderCreatedSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Buy at wholesale, paid from the balance, with the serials in the answer. Requires Idempotency-Key (≤128); a replay answers `reused: true`.',
  },
  {
    method: 'GET',
    path: '/reseller/v1/orders',
    scopes: [],
    service: 'reseller',
    procedure: 'api.orders.list',
    kind: 'query',
    query: resellerOrderListQuerySchema,
    output: resellerOrderListSchema,
    envelope: 'as_is',
    summary:
      'Your orders, newest first, page-based (`page`, `per_page`); `external_order_id` finds a fulfillment by your reference, with no expiry.',
  },
  {
    method: 'GET',
    path: '/reseller/v1/orders/{id}',
    scopes: [],
    service: 'reseller',
    procedure: 'api.orders.get',
    kind: 'query',
    output: resellerOrderSchema,
    envelope: 'data',
    summary:
      'One of your orders (id or uniqid) with its serials; another reseller’s order is 404 ORDER_NOT_FOUND.',
  },
  {
    method: 'POST',
    path: '/reseller/v1/fulfillments',
    scopes: [],
    service: 'reseller',
    procedure: 'api.fulfillments.create',
    kind: 'mutation',
    body: resellerFulfillmentBodySchema,
    outcome: fulfillmentAnswers,
    fulfillmentKey: 'body',
    output: resellerFulfillmentSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Deliver codes for one end customer, paid from the balance; the same `external_order_id` answers the same fulfillment (200), forever.',
  },
  {
    method: 'GET',
    path: '/reseller/v1/fulfillments/dynamic',
    scopes: [],
    service: 'reseller',
    procedure: 'api.fulfillments.create',
    // A GET for URL-only tools, but it buys: the upstream procedure is a mutation.
    kind: 'mutation',
    query: resellerFulfillmentDynamicQuerySchema,
    outcome: fulfillmentAnswers,
    fulfillmentKey: 'query',
    output: resellerFulfillmentSchema,
    envelope: 'data',
    status: 201,
    summary: 'The same fulfillment for tools that can only call a URL: the key travels as `api_key`.',
  },
];

export const resellerApiRoutes: ResolvedRoute[] = definitions.map(resolveRoute);

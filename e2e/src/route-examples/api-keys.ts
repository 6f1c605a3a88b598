import { api, unique } from './api';
import type { ExampleContext, RouteExamples } from './types';

/** A fresh key of the shop, to change or revoke (never the key the examples call with). */
const newKey = (ctx: ExampleContext) =>
  api<{ key_id: string }>(ctx, 'POST', '/dev/v1/api-keys', {
    name: unique('Route-wide key '),
    scopes: ['products.read'],
  });

export const apiKeyExamples: RouteExamples = {
  'GET /dev/v1/api-keys': async () => ({ path: '/dev/v1/api-keys' }),
  'POST /dev/v1/api-keys': async () => ({
    path: '/dev/v1/api-keys',
    body: { name: unique('Route-wide key '), scopes: ['products.read', 'orders.read'] },
  }),
  'PATCH /dev/v1/api-keys/{id}': async (ctx) => ({
    path: `/dev/v1/api-keys/${(await newKey(ctx)).key_id}`,
    body: { scopes: ['orders.read'] },
  }),
  'DELETE /dev/v1/api-keys/{id}': async (ctx) => ({
    path: `/dev/v1/api-keys/${(await newKey(ctx)).key_id}`,
  }),
};

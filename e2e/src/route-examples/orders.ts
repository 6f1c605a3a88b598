import { BUYER, newOrder, paidOrder, sharedOrder } from './order-fixtures';
import { sharedProduct } from './product-fixtures';
import type { ExampleContext, RouteExamples } from './types';

const referral = async (ctx: ExampleContext) => ({
  path: `/dev/v1/orders/${(await sharedOrder(ctx)).uniqid}`,
  body: { referral_code: 'PARTNER1' },
});

export const orderExamples: RouteExamples = {
  'GET /dev/v1/orders': async (ctx) => {
    await sharedOrder(ctx);
    return { path: '/dev/v1/orders', query: { sorts: '-total', limit: '5' } };
  },
  'POST /dev/v1/orders': async (ctx) => ({
    path: '/dev/v1/orders',
    body: { customer_email: BUYER, items: [{ product_id: (await sharedProduct(ctx)).id, quantity: 2 }] },
  }),
  'GET /dev/v1/orders/{id}': async (ctx) => ({ path: `/dev/v1/orders/${(await sharedOrder(ctx)).id}` }),
  'PATCH /dev/v1/orders/{id}': referral,
  'PUT /dev/v1/orders/{id}': referral,
  'POST /dev/v1/orders/{id}/fulfill': async (ctx) => ({
    path: `/dev/v1/orders/${(await newOrder(ctx)).id}/fulfill`,
  }),
  'POST /dev/v1/orders/{id}/resend-receipt': async (ctx) => ({
    path: `/dev/v1/orders/${(await paidOrder(ctx)).id}/resend-receipt`,
  }),
  'POST /dev/v1/orders/{id}/refund': async (ctx) => ({
    path: `/dev/v1/orders/${(await paidOrder(ctx)).id}/refund`,
    body: { reason: 'Route-wide refund' },
  }),
  'POST /dev/v1/orders/{id}/void': async (ctx) => ({
    path: `/dev/v1/orders/${(await newOrder(ctx)).id}/void`,
    body: { reason: 'Route-wide void' },
  }),
};

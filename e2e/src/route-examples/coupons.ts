import { api, unique } from './api';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const newCoupon = (ctx: ExampleContext) =>
  api<{ id: string; code: string }>(ctx, 'POST', '/dev/v1/coupons', {
    code: unique('RW'),
    type: 'PERCENTAGE',
    discount: 10,
  });
const sharedCoupon = (ctx: ExampleContext) => shared(ctx, 'coupon', () => newCoupon(ctx));

export const couponExamples: RouteExamples = {
  'GET /dev/v1/coupons': async (ctx) => {
    await sharedCoupon(ctx);
    return { path: '/dev/v1/coupons' };
  },
  'POST /dev/v1/coupons': async () => ({
    path: '/dev/v1/coupons',
    body: { code: unique('NEW'), type: 'FIXED', discount: 2, max_uses: 10 },
  }),
  'GET /dev/v1/coupons/code/{code}': async (ctx) => ({
    path: `/dev/v1/coupons/code/${(await sharedCoupon(ctx)).code}`,
  }),
  'GET /dev/v1/coupons/{id}': async (ctx) => ({ path: `/dev/v1/coupons/${(await sharedCoupon(ctx)).id}` }),
  'PATCH /dev/v1/coupons/{id}': async (ctx) => ({
    path: `/dev/v1/coupons/${(await sharedCoupon(ctx)).id}`,
    body: { max_uses: 50 },
  }),
  'DELETE /dev/v1/coupons/{id}': async (ctx) => ({ path: `/dev/v1/coupons/${(await newCoupon(ctx)).id}` }),
};

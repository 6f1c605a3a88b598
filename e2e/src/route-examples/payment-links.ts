import { api } from './api';
import { sharedProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const newLink = async (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', '/dev/v1/payment-links', { product_id: (await sharedProduct(ctx)).id });
const sharedLink = (ctx: ExampleContext) => shared(ctx, 'payment-link', () => newLink(ctx));

export const paymentLinkExamples: RouteExamples = {
  'POST /dev/v1/payment-links': async () => ({
    path: '/dev/v1/payment-links',
    body: { title: 'Donation', amount: 5, currency: 'EUR' },
  }),
  'GET /dev/v1/payment-links': async (ctx) => {
    await sharedLink(ctx);
    return { path: '/dev/v1/payment-links' };
  },
  'GET /dev/v1/payment-links/{id}': async (ctx) => ({
    path: `/dev/v1/payment-links/${(await sharedLink(ctx)).id}`,
  }),
  'POST /dev/v1/payment-links/{id}/toggle': async (ctx) => ({
    path: `/dev/v1/payment-links/${(await newLink(ctx)).id}/toggle`,
  }),
};

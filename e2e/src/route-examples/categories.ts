import { api, unique } from './api';
import { sharedProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const newCategory = (ctx: ExampleContext) =>
  api<{ id: string; uniqid: string }>(ctx, 'POST', '/dev/v1/categories', { title: unique('Category ') });
const sharedCategory = (ctx: ExampleContext) => shared(ctx, 'category', () => newCategory(ctx));

export const categoryExamples: RouteExamples = {
  'GET /dev/v1/categories': async (ctx) => {
    await sharedCategory(ctx);
    return { path: '/dev/v1/categories' };
  },
  'POST /dev/v1/categories': async (ctx) => ({
    path: '/dev/v1/categories',
    body: { title: unique('Keys '), sort_priority: 2, products: [(await sharedProduct(ctx)).id] },
  }),
  'GET /dev/v1/categories/{id}': async (ctx) => ({
    path: `/dev/v1/categories/${(await sharedCategory(ctx)).uniqid}`,
  }),
  'PATCH /dev/v1/categories/{id}': async (ctx) => ({
    path: `/dev/v1/categories/${(await sharedCategory(ctx)).id}`,
    body: { unlisted: false },
  }),
  'DELETE /dev/v1/categories/{id}': async (ctx) => ({
    path: `/dev/v1/categories/${(await newCategory(ctx)).id}`,
  }),
};

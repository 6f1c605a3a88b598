import { api, unique } from './api';
import { sharedProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const newGroup = (ctx: ExampleContext) =>
  api<{ id: string; uniqid: string }>(ctx, 'POST', '/dev/v1/groups', { title: unique('Group ') });
const sharedGroup = (ctx: ExampleContext) => shared(ctx, 'group', () => newGroup(ctx));

export const productGroupExamples: RouteExamples = {
  'GET /dev/v1/groups': async (ctx) => {
    await sharedGroup(ctx);
    return { path: '/dev/v1/groups' };
  },
  'POST /dev/v1/groups': async (ctx) => ({
    path: '/dev/v1/groups',
    body: {
      title: unique('Bundle '),
      image_url: 'https://cdn.example.com/bundle.png',
      products: [(await sharedProduct(ctx)).id],
    },
  }),
  'GET /dev/v1/groups/{id}': async (ctx) => ({ path: `/dev/v1/groups/${(await sharedGroup(ctx)).uniqid}` }),
  'PATCH /dev/v1/groups/{id}': async (ctx) => ({
    path: `/dev/v1/groups/${(await sharedGroup(ctx)).id}`,
    body: { sort_priority: 3 },
  }),
  'DELETE /dev/v1/groups/{id}': async (ctx) => ({ path: `/dev/v1/groups/${(await newGroup(ctx)).id}` }),
};

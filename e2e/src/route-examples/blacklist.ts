import { api, unique } from './api';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

/** Entries name addresses no other example orders with, so they block nobody. */
const newEntry = (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', '/dev/v1/blacklist', {
    type: 'EMAIL',
    data: `${unique('fraud')}@example.com`,
  });
const sharedEntry = (ctx: ExampleContext) => shared(ctx, 'blacklist-entry', () => newEntry(ctx));

export const blacklistExamples: RouteExamples = {
  'GET /dev/v1/blacklist': async (ctx) => {
    await sharedEntry(ctx);
    return { path: '/dev/v1/blacklist', query: { type: 'EMAIL' } };
  },
  'POST /dev/v1/blacklist': async () => ({
    path: '/dev/v1/blacklist',
    body: { type: 'email', data: `${unique('chargeback')}@example.com`, note: 'Chargebacks' },
  }),
  'GET /dev/v1/blacklist/{id}': async (ctx) => ({ path: `/dev/v1/blacklist/${(await sharedEntry(ctx)).id}` }),
  'PATCH /dev/v1/blacklist/{id}': async (ctx) => ({
    path: `/dev/v1/blacklist/${(await sharedEntry(ctx)).id}`,
    body: { note: 'Three chargebacks' },
  }),
  'DELETE /dev/v1/blacklist/{id}': async (ctx) => ({ path: `/dev/v1/blacklist/${(await newEntry(ctx)).id}` }),
};

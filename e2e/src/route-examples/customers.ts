import { api, unique } from './api';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

export const newCustomer = (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', '/dev/v1/customers', { email: `${unique('customer')}@example.com` });

/** A customer whose wallet holds 50, so a debit has something to take. */
const sharedCustomer = (ctx: ExampleContext) =>
  shared(ctx, 'customer', async () => {
    const customer = await newCustomer(ctx);
    await api(ctx, 'POST', `/dev/v1/customers/${customer.id}/wallet/credit`, { amount: 50 });
    return customer;
  });

export const customerExamples: RouteExamples = {
  'GET /dev/v1/customers': async (ctx) => {
    await sharedCustomer(ctx);
    return { path: '/dev/v1/customers', query: { limit: '10' } };
  },
  'POST /dev/v1/customers': async () => ({
    path: '/dev/v1/customers',
    body: { email: `${unique('ada')}@example.com`, name: 'Ada', country_code: 'GB', tags: ['vip'] },
  }),
  'GET /dev/v1/customers/{id}': async (ctx) => ({
    path: `/dev/v1/customers/${(await sharedCustomer(ctx)).id}`,
    query: { include_affiliate: 'true' },
  }),
  'PATCH /dev/v1/customers/{id}': async (ctx) => ({
    path: `/dev/v1/customers/${(await sharedCustomer(ctx)).id}`,
    body: { surname: 'Lovelace' },
  }),
  'POST /dev/v1/customers/{id}/wallet/credit': async (ctx) => ({
    path: `/dev/v1/customers/${(await sharedCustomer(ctx)).id}/wallet/credit`,
    body: { amount: 5, description: 'Goodwill' },
  }),
  'POST /dev/v1/customers/{id}/wallet/debit': async (ctx) => ({
    path: `/dev/v1/customers/${(await sharedCustomer(ctx)).id}/wallet/debit`,
    body: { amount: 1 },
  }),
  'GET /dev/v1/customers/{id}/wallet/entries': async (ctx) => ({
    path: `/dev/v1/customers/${(await sharedCustomer(ctx)).id}/wallet/entries`,
  }),
};

import { api } from './api';
import { newCustomer } from './customers';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const APPLICATIONS = '/dev/v1/affiliates/applications';

const newApplication = async (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', APPLICATIONS, { customer_id: (await newCustomer(ctx)).id });

/** An approved affiliate, so the affiliate list has someone in it. */
const sharedAffiliate = (ctx: ExampleContext) =>
  shared(ctx, 'affiliate', async () => {
    const application = await newApplication(ctx);
    return api(ctx, 'POST', `${APPLICATIONS}/${application.id}/approve`, {});
  });

export const affiliateExamples: RouteExamples = {
  'GET /dev/v1/affiliates/customers': async (ctx) => {
    await sharedAffiliate(ctx);
    return { path: '/dev/v1/affiliates/customers', query: { page: '1', limit: '10' } };
  },
  'GET /dev/v1/affiliates/applications': async (ctx) => {
    await sharedAffiliate(ctx);
    return { path: APPLICATIONS };
  },
  'POST /dev/v1/affiliates/applications': async (ctx) => ({
    path: APPLICATIONS,
    body: {
      customer_id: (await newCustomer(ctx)).id,
      message: 'YouTube reviews',
      website: 'https://example.com',
    },
  }),
  'POST /dev/v1/affiliates/applications/{id}/approve': async (ctx) => ({
    path: `${APPLICATIONS}/${(await newApplication(ctx)).id}/approve`,
    body: { commission_percent: 12 },
  }),
  'POST /dev/v1/affiliates/applications/{id}/reject': async (ctx) => ({
    path: `${APPLICATIONS}/${(await newApplication(ctx)).id}/reject`,
    body: { note: 'Not a fit' },
  }),
};

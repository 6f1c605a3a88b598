import { api, unique } from './api';
import { sharedTheme } from './theme-fixtures';
import type { ExampleContext, RouteExamples } from './types';

const DOMAINS = '/dev/v1/store/domains/additional';
const hostname = () => `${unique('shop-')}.example.com`;
const newDomain = (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', DOMAINS, { hostname: hostname() });

export const storeExamples: RouteExamples = {
  'GET /dev/v1/store/branding': async (ctx) => {
    await sharedTheme(ctx);
    return { path: '/dev/v1/store/branding' };
  },
  'PUT /dev/v1/store/layout': async () => ({
    path: '/dev/v1/store/layout',
    body: {
      navigation: [{ label: 'Keys', href: '/' }],
      footer_text: 'Thanks for shopping',
      announcement: 'Free delivery',
    },
  }),
  'POST /dev/v1/store/domains/additional': async () => ({ path: DOMAINS, body: { hostname: hostname() } }),
  'GET /dev/v1/store/domains/additional/{id}/verification': async (ctx) => ({
    path: `${DOMAINS}/${(await newDomain(ctx)).id}/verification`,
  }),
};

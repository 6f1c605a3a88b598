import { api, unique } from './api';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const SEGMENTS = '/dev/v1/email-marketing/segments';
const CONTACTS = '/dev/v1/email-marketing/contacts';

const sharedSegment = (ctx: ExampleContext) =>
  shared(ctx, 'segment', () =>
    api<{ id: string }>(ctx, 'POST', SEGMENTS, { name: unique('Segment '), filter_rules: {} }),
  );
const sharedContact = (ctx: ExampleContext) =>
  shared(ctx, 'contact', () => api(ctx, 'POST', CONTACTS, { email: `${unique('reader')}@example.com` }));

export const emailMarketingExamples: RouteExamples = {
  'POST /dev/v1/email-marketing/segments': async () => ({
    path: SEGMENTS,
    body: { name: unique('Subscribers '), filter_rules: { consent: 'SOFT_OPT_IN' } },
  }),
  'GET /dev/v1/email-marketing/segments': async (ctx) => {
    await sharedSegment(ctx);
    return { path: SEGMENTS };
  },
  'GET /dev/v1/email-marketing/segments/{id}': async (ctx) => ({
    path: `${SEGMENTS}/${(await sharedSegment(ctx)).id}`,
  }),
  'POST /dev/v1/email-marketing/contacts': async () => ({
    path: CONTACTS,
    body: { email: `${unique('subscriber')}@example.com`, subscribed: true },
  }),
  'GET /dev/v1/email-marketing/contacts': async (ctx) => {
    await sharedContact(ctx);
    return { path: CONTACTS };
  },
};

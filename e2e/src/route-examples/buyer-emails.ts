import { api } from './api';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const sharedTestMail = (ctx: ExampleContext) =>
  shared(ctx, 'test-mail', () =>
    api<{ id: string }>(ctx, 'POST', '/dev/v1/emails/test', {
      template: 'receipt',
      to: 'owner@keyshop.example',
    }),
  );

export const buyerEmailExamples: RouteExamples = {
  'GET /dev/v1/emails/settings': async () => ({ path: '/dev/v1/emails/settings' }),
  'PATCH /dev/v1/emails/settings': async () => ({
    path: '/dev/v1/emails/settings',
    body: { templates: { renewal_upcoming: false }, reply_to: 'support@keyshop.example' },
  }),
  'GET /dev/v1/emails/messages': async (ctx) => {
    await sharedTestMail(ctx);
    return { path: '/dev/v1/emails/messages' };
  },
  'GET /dev/v1/emails/messages/{id}': async (ctx) => ({
    path: `/dev/v1/emails/messages/${(await sharedTestMail(ctx)).id}`,
  }),
  'POST /dev/v1/emails/test': async () => ({
    path: '/dev/v1/emails/test',
    body: { template: 'trial_ending', to: 'owner@keyshop.example' },
  }),
};

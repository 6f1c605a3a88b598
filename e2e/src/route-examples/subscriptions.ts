import { api } from './api';
import { newSubscription } from './order-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const sharedSubscription = (ctx: ExampleContext) => shared(ctx, 'subscription', () => newSubscription(ctx));
const path = (id: string) => `/dev/v1/subscriptions/${id}`;

export const subscriptionExamples: RouteExamples = {
  'GET /dev/v1/subscriptions': async (ctx) => {
    await sharedSubscription(ctx);
    return { path: '/dev/v1/subscriptions', query: { status: 'ACTIVE' } };
  },
  'GET /dev/v1/subscriptions/{id}': async (ctx) => ({ path: path((await sharedSubscription(ctx)).id) }),
  'POST /dev/v1/subscriptions/{id}/pause': async (ctx) => ({
    path: `${path((await newSubscription(ctx)).id)}/pause`,
    body: {},
  }),
  'POST /dev/v1/subscriptions/{id}/resume': async (ctx) => {
    const { id } = await newSubscription(ctx);
    await api(ctx, 'POST', `${path(id)}/pause`, {});
    return { path: `${path(id)}/resume` };
  },
  'POST /dev/v1/subscriptions/{id}/cancel': async (ctx) => ({
    path: `${path((await newSubscription(ctx)).id)}/cancel`,
    body: { comment: 'Moving on' },
  }),
  'PATCH /dev/v1/subscriptions/{id}/custom-fields': async (ctx) => ({
    path: `${path((await sharedSubscription(ctx)).id)}/custom-fields`,
    body: { custom_fields: { discord: 'member#1' } },
  }),
};

import { api, eventually } from './api';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

/**
 * Nothing listens on the discard port of loopback, so a delivery there fails at once and, on the
 * test platform's scaled retry schedule, is FAILED about a second later.
 */
const REFUSING_URL = 'http://127.0.0.1:9/route-wide';

interface Delivery {
  id: string;
  status: string;
}

const newWebhook = (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', '/dev/v1/webhooks', { url: REFUSING_URL, events: ['order:paid'] });
const sharedWebhook = (ctx: ExampleContext) => shared(ctx, 'webhook', () => newWebhook(ctx));

const testDelivery = async (ctx: ExampleContext) =>
  api<Delivery>(ctx, 'POST', `/dev/v1/webhooks/${(await sharedWebhook(ctx)).id}/test`, {
    event: 'order:paid',
  });
const sharedDelivery = (ctx: ExampleContext) => shared(ctx, 'delivery', () => testDelivery(ctx));

async function failedDelivery(ctx: ExampleContext): Promise<Delivery> {
  const queued = await testDelivery(ctx);
  return eventually(`delivery ${queued.id} to fail`, async () => {
    const log = await api<Delivery>(ctx, 'GET', `/dev/v1/webhooks/logs/${queued.id}`);
    return log.status === 'FAILED' ? log : undefined;
  });
}

export const webhookExamples: RouteExamples = {
  'GET /dev/v1/webhooks/events': async () => ({ path: '/dev/v1/webhooks/events' }),
  'GET /dev/v1/webhooks/logs': async (ctx) => {
    await sharedDelivery(ctx);
    return { path: '/dev/v1/webhooks/logs', query: { limit: '10' } };
  },
  'GET /dev/v1/webhooks/logs/{id}': async (ctx) => ({
    path: `/dev/v1/webhooks/logs/${(await sharedDelivery(ctx)).id}`,
  }),
  'POST /dev/v1/webhooks/logs/{id}/retry': async (ctx) => ({
    path: `/dev/v1/webhooks/logs/${(await failedDelivery(ctx)).id}/retry`,
  }),
  'POST /dev/v1/webhooks': async () => ({
    path: '/dev/v1/webhooks',
    body: { url: REFUSING_URL, events: ['order:paid', 'product:created'], description: 'Route-wide' },
  }),
  'GET /dev/v1/webhooks': async (ctx) => {
    await sharedWebhook(ctx);
    return { path: '/dev/v1/webhooks' };
  },
  'GET /dev/v1/webhooks/{id}': async (ctx) => ({ path: `/dev/v1/webhooks/${(await sharedWebhook(ctx)).id}` }),
  'PATCH /dev/v1/webhooks/{id}': async (ctx) => ({
    path: `/dev/v1/webhooks/${(await sharedWebhook(ctx)).id}`,
    body: { description: 'Renamed by the route-wide suite' },
  }),
  'DELETE /dev/v1/webhooks/{id}': async (ctx) => ({ path: `/dev/v1/webhooks/${(await newWebhook(ctx)).id}` }),
  'POST /dev/v1/webhooks/{id}/test': async (ctx) => ({
    path: `/dev/v1/webhooks/${(await sharedWebhook(ctx)).id}/test`,
    body: { event: 'order:paid' },
  }),
  'POST /dev/v1/webhooks/{id}/replay': async (ctx) => ({
    path: `/dev/v1/webhooks/${(await sharedWebhook(ctx)).id}/replay`,
    body: { since: Math.floor(Date.now() / 1000) - 3600, only_failed: true },
  }),
  'POST /dev/v1/webhooks/{id}/rotate-secret': async (ctx) => ({
    path: `/dev/v1/webhooks/${(await newWebhook(ctx)).id}/rotate-secret`,
  }),
};

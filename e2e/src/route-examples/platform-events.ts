import { api, eventually } from './api';
import { sharedProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

/** An event of the shop: creating a product emits `product:created`, recorded once the bus carried it. */
const sharedEvent = (ctx: ExampleContext) =>
  shared(ctx, 'event', async () => {
    await sharedProduct(ctx);
    return eventually('an event of the shop to be recorded', async () => {
      const events = await api<{ id: string }[]>(ctx, 'GET', '/dev/v1/events?limit=1');
      return events[0];
    });
  });

export const platformEventExamples: RouteExamples = {
  'GET /dev/v1/events': async (ctx) => {
    await sharedEvent(ctx);
    return {
      path: '/dev/v1/events',
      query: { limit: '5', filters: JSON.stringify([{ field: 'type', op: 'eq', value: 'product:created' }]) },
    };
  },
  'GET /dev/v1/events/{id}': async (ctx) => ({ path: `/dev/v1/events/${(await sharedEvent(ctx)).id}` }),
};

import { api } from './api';
import { paidOrder } from './order-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

/** Each hold needs a COMPLETED order of its own. */
const newEscrow = async (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', '/dev/v1/escrow', { invoice_id: (await paidOrder(ctx)).uniqid });
const sharedEscrow = (ctx: ExampleContext) => shared(ctx, 'escrow', () => newEscrow(ctx));

export const escrowExamples: RouteExamples = {
  'GET /dev/v1/escrow': async (ctx) => {
    await sharedEscrow(ctx);
    return { path: '/dev/v1/escrow', query: { status: 'HELD' } };
  },
  'POST /dev/v1/escrow': async (ctx) => ({
    path: '/dev/v1/escrow',
    body: { invoice_id: (await paidOrder(ctx)).id, hold_days: 10, note: 'Until the buyer confirms' },
  }),
  'GET /dev/v1/escrow/{id}': async (ctx) => ({ path: `/dev/v1/escrow/${(await sharedEscrow(ctx)).id}` }),
  'POST /dev/v1/escrow/{id}/release': async (ctx) => ({
    path: `/dev/v1/escrow/${(await newEscrow(ctx)).id}/release`,
  }),
  'POST /dev/v1/escrow/{id}/cancel': async (ctx) => ({
    path: `/dev/v1/escrow/${(await newEscrow(ctx)).id}/cancel`,
    body: { reason: 'Could not deliver' },
  }),
};

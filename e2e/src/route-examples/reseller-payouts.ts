import { api } from './api';
import { relationshipPath, requestedPayout } from './reseller-fixtures';
import type { ExampleContext, RouteExamples } from './types';

const PAYOUTS = '/dev/v1/resellers/payouts';

const approvedPayout = async (ctx: ExampleContext) => {
  const payout = await requestedPayout(ctx);
  await api(ctx, 'POST', `${PAYOUTS}/${payout.id}/approve`, {});
  return payout;
};

export const resellerPayoutExamples: RouteExamples = {
  'POST /dev/v1/resellers/{reseller_relationship_id}/payouts': async (ctx) => ({
    path: `${await relationshipPath(ctx)}/payouts`,
    body: { amount: 5, note: 'Monthly' },
  }),
  'GET /dev/v1/resellers/payouts': async (ctx) => {
    await requestedPayout(ctx);
    return { path: PAYOUTS, query: { status: 'REQUESTED' } };
  },
  'POST /dev/v1/resellers/payouts/{payout_id}/approve': async (ctx) => ({
    path: `${PAYOUTS}/${(await requestedPayout(ctx)).id}/approve`,
    body: {},
  }),
  'POST /dev/v1/resellers/payouts/{payout_id}/reject': async (ctx) => ({
    path: `${PAYOUTS}/${(await requestedPayout(ctx)).id}/reject`,
    body: { note: 'Bank details missing' },
  }),
  'POST /dev/v1/resellers/payouts/{payout_id}/complete': async (ctx) => ({
    path: `${PAYOUTS}/${(await approvedPayout(ctx)).id}/complete`,
    body: {},
  }),
  'POST /dev/v1/resellers/payouts/{payout_id}/cancel': async (ctx) => ({
    path: `${PAYOUTS}/${(await requestedPayout(ctx)).id}/cancel`,
    body: {},
  }),
};

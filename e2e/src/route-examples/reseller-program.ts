import { api, unique } from './api';
import { enabledProgram, relationshipPath, sharedReseller } from './reseller-fixtures';
import { sharedProduct } from './product-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const TIERS = '/dev/v1/reseller-program/tiers';

/** Ranks are unique in a program. */
let rank = 0;
const newTier = (ctx: ExampleContext) => {
  rank += 1;
  return api<{ id: string }>(ctx, 'POST', TIERS, {
    name: unique('Gold '),
    discount_percent: 25,
    rank,
    min_orders: 100 * rank,
  });
};
const sharedTier = (ctx: ExampleContext) => shared(ctx, 'tier', () => newTier(ctx));

export const resellerProgramExamples: RouteExamples = {
  'GET /dev/v1/reseller-program': async (ctx) => {
    await enabledProgram(ctx);
    return { path: '/dev/v1/reseller-program' };
  },
  'PATCH /dev/v1/reseller-program': async () => ({
    path: '/dev/v1/reseller-program',
    body: { is_enabled: true, default_commission_percent: 12.5 },
  }),
  'POST /dev/v1/resellers/invite': async (ctx) => ({
    path: '/dev/v1/resellers/invite',
    body: {
      email: `${unique('invitee')}@example.com`,
      mode: 'WHOLESALE',
      purchase_limit_daily: 500,
      product_access: [{ product_id: (await sharedProduct(ctx)).uniqid, max_quantity: 10 }],
    },
  }),
  'GET /dev/v1/resellers': async (ctx) => {
    await sharedReseller(ctx);
    return { path: '/dev/v1/resellers' };
  },
  'PATCH /dev/v1/resellers/{reseller_relationship_id}': async (ctx) => ({
    path: await relationshipPath(ctx),
    body: { custom_commission_percent: 15 },
  }),
  'GET /dev/v1/reseller-program/tiers': async (ctx) => {
    await sharedTier(ctx);
    return { path: TIERS };
  },
  'POST /dev/v1/reseller-program/tiers': async () => {
    rank += 1;
    return { path: TIERS, body: { name: unique('Silver '), discount_percent: 22, rank, min_revenue: 5000 } };
  },
  'PATCH /dev/v1/reseller-program/tiers/{tier_id}': async (ctx) => ({
    path: `${TIERS}/${(await sharedTier(ctx)).id}`,
    body: { discount_percent: 27 },
  }),
  'GET /dev/v1/resellers/analytics': async (ctx) => {
    await sharedReseller(ctx);
    return { path: '/dev/v1/resellers/analytics' };
  },
  'GET /dev/v1/resellers/{reseller_relationship_id}/analytics': async (ctx) => ({
    path: `${await relationshipPath(ctx)}/analytics`,
  }),
};

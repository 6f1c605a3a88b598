import { api, unique } from './api';
import { relationshipPath, sharedReseller } from './reseller-fixtures';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const campaignsPath = async (ctx: ExampleContext) => `${await relationshipPath(ctx)}/embed-campaigns`;
const campaignBody = async (ctx: ExampleContext) => ({
  name: unique('Campaign '),
  product_ids: [(await sharedReseller(ctx)).productId],
});
const sharedCampaign = (ctx: ExampleContext) =>
  shared(ctx, 'campaign', async () =>
    api<{ id: string }>(ctx, 'POST', await campaignsPath(ctx), await campaignBody(ctx)),
  );

export const resellerCampaignExamples: RouteExamples = {
  'POST /dev/v1/resellers/{reseller_relationship_id}/embed-campaigns': async (ctx) => ({
    path: await campaignsPath(ctx),
    body: await campaignBody(ctx),
  }),
  'GET /dev/v1/resellers/{reseller_relationship_id}/embed-campaigns': async (ctx) => {
    await sharedCampaign(ctx);
    return { path: await campaignsPath(ctx) };
  },
  'PATCH /dev/v1/resellers/{reseller_relationship_id}/embed-campaigns/{campaign_id}': async (ctx) => ({
    path: `${await campaignsPath(ctx)}/${(await sharedCampaign(ctx)).id}`,
    body: { name: 'Renamed campaign' },
  }),
};

import {
  createEmbedCampaignProcedureInputSchema,
  embedCampaignListSchema,
  embedCampaignSchema,
  relationshipRefSchema,
  updateEmbedCampaignProcedureInputSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { isUuid, router, shopProcedure, uuidv7 } from '@shopforge/service-kit';
import { emitResellerEvent } from '../db/outbox';
import { findRelationship } from '../db/relationships';
import type { ResellerDeps } from '../deps';
import { campaignRecord } from '../domain/admin-records';
import { productAccessOf } from '../domain/records';

/** Embed campaigns: a reseller's widget for some of its products. Nothing is ever deleted. */
export function campaignsRouter(deps: ResellerDeps) {
  const { prisma, clock, products } = deps;
  return router({
    create: shopProcedure
      .input(createEmbedCampaignProcedureInputSchema)
      .output(embedCampaignSchema)
      .mutation(async ({ ctx, input }) => {
        const relationship = await findRelationship(prisma, ctx.shopId, input.reseller_relationship_id);
        const access = productAccessOf(relationship.productAccess);
        const resolved = await Promise.all(
          input.product_ids.map((ref) => products.resolve(ctx.principal, ref)),
        );
        const problems = resolved.flatMap((id, index) => {
          if (id === null)
            return [{ path: ['product_ids', index], message: 'No such product in this shop.' }];
          if (!access.some((entry) => entry.product_id === id)) {
            return [{ path: ['product_ids', index], message: 'This reseller has no access to the product.' }];
          }
          return [];
        });
        if (problems.length > 0) throw validationError(problems);
        const now = clock.now();
        const id = uuidv7(now.getTime());
        const row = await prisma.$transaction(async (tx) => {
          const created = await tx.embedCampaign.create({
            data: {
              id,
              shopId: ctx.shopId,
              relationshipId: relationship.id,
              name: input.name,
              productIds: [...new Set(resolved.filter((value): value is string => value !== null))],
              status: 'ACTIVE',
              createdAt: now,
              updatedAt: now,
            },
          });
          await emitResellerEvent(
            tx,
            'reseller:embed_campaign_created',
            {
              shopId: ctx.shopId,
              resellerId: relationship.id,
              email: relationship.email,
              objectId: id,
              objectType: 'embed_campaign',
              status: 'ACTIVE',
            },
            now,
          );
          return created;
        });
        return campaignRecord(row);
      }),

    /** `status: PAUSED` pauses (and `ACTIVE` resumes, `REVOKED` ends) without deleting history. */
    update: shopProcedure
      .input(updateEmbedCampaignProcedureInputSchema)
      .output(embedCampaignSchema)
      .mutation(async ({ ctx, input }) => {
        const relationship = await findRelationship(prisma, ctx.shopId, input.reseller_relationship_id);
        const campaign = isUuid(input.campaign_id)
          ? await prisma.embedCampaign.findFirst({
              where: { id: input.campaign_id, relationshipId: relationship.id },
            })
          : null;
        if (!campaign) throw new AppError('NOT_FOUND', 'Embed campaign not found.');
        if (campaign.status === 'REVOKED' && input.status !== undefined && input.status !== 'REVOKED') {
          throw new AppError('BAD_REQUEST', 'A revoked campaign cannot be resumed; create a new one.');
        }
        const row = await prisma.embedCampaign.update({
          where: { id: campaign.id },
          data: {
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.name !== undefined ? { name: input.name } : {}),
            updatedAt: clock.now(),
          },
        });
        return campaignRecord(row);
      }),

    list: shopProcedure
      .input(relationshipRefSchema)
      .output(embedCampaignListSchema)
      .query(async ({ ctx, input }) => {
        const relationship = await findRelationship(prisma, ctx.shopId, input.reseller_relationship_id);
        const rows = await prisma.embedCampaign.findMany({
          where: { relationshipId: relationship.id },
          orderBy: { id: 'desc' },
        });
        return { data: rows.map(campaignRecord) };
      }),
  });
}

import {
  createResellerTierInputSchema,
  resellerTierListSchema,
  resellerTierSchema,
  updateResellerTierProcedureInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { centsToDecimal, router, shopProcedure, toCents, uuidv7 } from '@shopforge/service-kit';
import { shopTiers, tierRecord } from '../db/tiers';
import type { ResellerDeps } from '../deps';

const money = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : centsToDecimal(toCents(value));

/** Reseller tiers (Developer API, shapes ours): list, add above the base tier, change. */
export function tiersRouter(deps: ResellerDeps) {
  const { prisma, clock } = deps;
  const tiersOf = async (shopId: string) => {
    const program = await prisma.resellerProgram.findUnique({ where: { shopId } });
    return shopTiers(prisma, shopId, program?.defaultWholesaleDiscountPercent ?? 0, clock.now());
  };
  return router({
    list: shopProcedure.output(resellerTierListSchema).query(async ({ ctx }) => ({
      data: (await tiersOf(ctx.shopId)).map(tierRecord),
    })),

    create: shopProcedure
      .input(createResellerTierInputSchema)
      .output(resellerTierSchema)
      .mutation(async ({ ctx, input }) => {
        const existing = await tiersOf(ctx.shopId);
        if (existing.some((tier) => tier.rank === input.rank)) {
          throw new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
            details: [{ field: 'rank', message: `The shop already has a tier of rank ${input.rank}.` }],
          });
        }
        const now = clock.now();
        const row = await prisma.resellerTier.create({
          data: {
            id: uuidv7(now.getTime()),
            shopId: ctx.shopId,
            name: input.name,
            discountPercent: input.discount_percent.toFixed(2),
            rank: input.rank,
            minRevenue: money(input.min_revenue) ?? null,
            minOrders: input.min_orders ?? null,
            requiresBoth: input.requires_both,
            createdAt: now,
            updatedAt: now,
          },
        });
        return tierRecord(row);
      }),

    update: shopProcedure
      .input(updateResellerTierProcedureInputSchema)
      .output(resellerTierSchema)
      .mutation(async ({ ctx, input }) => {
        const tier = await prisma.resellerTier.findFirst({
          where: { id: input.tier_id, shopId: ctx.shopId },
        });
        if (!tier) throw new AppError('NOT_FOUND', 'Tier not found.');
        if (tier.rank === 0 && (input.min_revenue != null || input.min_orders != null)) {
          throw new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
            details: [
              {
                field: 'min_revenue',
                message: 'The base tier is where every reseller starts; it has no thresholds.',
              },
            ],
          });
        }
        const row = await prisma.resellerTier.update({
          where: { id: tier.id },
          data: {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.discount_percent !== undefined
              ? { discountPercent: input.discount_percent.toFixed(2) }
              : {}),
            ...(input.min_revenue !== undefined ? { minRevenue: money(input.min_revenue) } : {}),
            ...(input.min_orders !== undefined ? { minOrders: input.min_orders } : {}),
            ...(input.requires_both !== undefined ? { requiresBoth: input.requires_both } : {}),
            updatedAt: clock.now(),
          },
        });
        return tierRecord(row);
      }),
  });
}

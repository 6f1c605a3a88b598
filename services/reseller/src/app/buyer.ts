import type { ResellerPrincipal } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { Clock } from '@shopforge/service-kit';
import type { ResellerPrisma } from '../db/client';
import { shopTiers, tierOf } from '../db/tiers';
import { productAccessOf, type ProductAccess } from '../domain/records';
import { currentTier, type Tier } from '../domain/tiers';

export interface Buyer {
  relationship: NonNullable<Awaited<ReturnType<ResellerPrisma['resellerRelationship']['findUnique']>>>;
  access: ProductAccess[];
  tiers: Tier[];
  tier: Tier;
}

/** The calling reseller with what prices its orders: access list, tiers and its current tier. */
export async function loadBuyer(
  deps: { prisma: ResellerPrisma; clock: Clock },
  reseller: Pick<ResellerPrincipal, 'shop_id' | 'relationship_id'>,
): Promise<Buyer> {
  const relationship = await deps.prisma.resellerRelationship.findFirst({
    where: { id: reseller.relationship_id, shopId: reseller.shop_id },
  });
  if (!relationship) throw new AppError('UNAUTHORIZED', 'Invalid API key.');
  const program = await deps.prisma.resellerProgram.findUnique({ where: { shopId: relationship.shopId } });
  const rows = await shopTiers(
    deps.prisma,
    relationship.shopId,
    program?.defaultWholesaleDiscountPercent ?? 0,
    deps.clock.now(),
  );
  const tiers = rows.map(tierOf);
  const tier = currentTier(tiers, relationship.tierId);
  if (!tier) throw new Error('the base tier exists once shopTiers returned');
  return { relationship, access: productAccessOf(relationship.productAccess), tiers, tier };
}

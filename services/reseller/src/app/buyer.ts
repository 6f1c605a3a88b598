import type { ResellerPrincipal } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import type { Clock } from '@shopforge/service-kit';
import type { ResellerPrisma } from '../db/client';
import { shopTiers, type TierJson, tierOf, tierOfJson, tiersJsonOf } from '../db/tiers';
import { productAccessOf, type ProductAccess } from '../domain/records';
import { currentTier, type Tier } from '../domain/tiers';

/** What pricing, limits and progress read of the calling reseller (money as decimal text). */
export interface BuyerRelationship {
  id: string;
  shopId: string;
  email: string;
  status: string;
  currency: string;
  purchaseLimitDaily: string | null;
  tierId: string | null;
  lifetimeRevenue: string;
  lifetimeOrders: number;
}

export interface Buyer {
  relationship: BuyerRelationship;
  access: ProductAccess[];
  tiers: Tier[];
  tier: Tier;
}

interface BuyerRow {
  id: string;
  shop_id: string;
  email: string;
  status: string;
  currency: string;
  purchase_limit_daily: string | null;
  tier_id: string | null;
  lifetime_revenue: string;
  lifetime_orders: number;
  product_access: unknown;
  default_discount: string;
  tiers: TierJson[];
}

/**
 * The relationship, its program's default discount and the shop's tiers in one statement: every
 * Reseller API order and read starts here (docs/adr/0007-hot-paths-leave-the-orm.md).
 */
const BUYER_SQL = `
SELECT r."id", r."shop_id", r."email", r."status", r."currency",
  r."purchase_limit_daily"::text AS "purchase_limit_daily", r."tier_id",
  r."lifetime_revenue"::text AS "lifetime_revenue", r."lifetime_orders", r."product_access",
  COALESCE(p."default_wholesale_discount_percent", 0)::text AS "default_discount",
  ${tiersJsonOf('r."shop_id"')} AS "tiers"
FROM "reseller_relationships" r
LEFT JOIN "reseller_programs" p ON p."shop_id" = r."shop_id"
WHERE r."id" = $1::uuid AND r."shop_id" = $2::uuid`;

/** The calling reseller with what prices its orders: access list, tiers and its current tier. */
export async function loadBuyer(
  deps: { prisma: ResellerPrisma; sql: SqlExecutor; clock: Clock },
  reseller: Pick<ResellerPrincipal, 'shop_id' | 'relationship_id'>,
): Promise<Buyer> {
  const [row] = await deps.sql.query<BuyerRow>(BUYER_SQL, [reseller.relationship_id, reseller.shop_id]);
  if (!row) throw new AppError('UNAUTHORIZED', 'Invalid API key.');
  // A shop whose reseller never ordered has no base tier yet: the first use creates it.
  const tiers = row.tiers.some((tier) => tier.rank === 0)
    ? row.tiers.map(tierOfJson)
    : (await shopTiers(deps.prisma, row.shop_id, row.default_discount, deps.clock.now())).map(tierOf);
  const tier = currentTier(tiers, row.tier_id);
  if (!tier) throw new Error('the base tier exists once shopTiers returned');
  return {
    relationship: {
      id: row.id,
      shopId: row.shop_id,
      email: row.email,
      status: row.status,
      currency: row.currency,
      purchaseLimitDaily: row.purchase_limit_daily,
      tierId: row.tier_id,
      lifetimeRevenue: row.lifetime_revenue,
      lifetimeOrders: row.lifetime_orders,
    },
    access: productAccessOf(row.product_access),
    tiers,
    tier,
  };
}

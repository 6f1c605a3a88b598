import type { ResellerTier } from '@shopforge/contracts';
import {
  centsToDecimal,
  centsToNumber,
  type DecimalLike,
  toCents,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import type { Tier } from '../domain/tiers';
import type { Prisma } from '../generated/prisma/client';

type Db = Pick<Prisma.TransactionClient, 'resellerTier'>;

interface TierRow {
  id: string;
  name: string;
  discountPercent: DecimalLike;
  rank: number;
  minRevenue: DecimalLike | null;
  minOrders: number | null;
  requiresBoth: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const BASE_TIER_NAME = 'Standard';

/** A tier as `tiersJsonOf` returns it (money and percentages as decimal text). */
export interface TierJson {
  id: string;
  name: string;
  discount_percent: string;
  rank: number;
  min_revenue: string | null;
  min_orders: number | null;
  requires_both: boolean;
}

/** SQL: the tiers of the shop `shopId` (a column or parameter) as a JSON array by rank. */
export function tiersJsonOf(shopId: string): string {
  return `COALESCE((
    SELECT json_agg(json_build_object(
      'id', t."id", 'name', t."name", 'discount_percent', t."discount_percent"::text, 'rank', t."rank",
      'min_revenue', t."min_revenue"::text, 'min_orders', t."min_orders", 'requires_both', t."requires_both"
    ) ORDER BY t."rank")
    FROM "reseller_tiers" t WHERE t."shop_id" = ${shopId}
  ), '[]'::json)`;
}

export function tierOfJson(row: TierJson): Tier {
  return tierOf({
    id: row.id,
    name: row.name,
    discountPercent: row.discount_percent,
    rank: row.rank,
    minRevenue: row.min_revenue,
    minOrders: row.min_orders,
    requiresBoth: row.requires_both,
  });
}

export function tierOf(row: Omit<TierRow, 'createdAt' | 'updatedAt'>): Tier {
  return {
    id: row.id,
    name: row.name,
    discountPercent: centsToNumber(toCents(row.discountPercent)),
    rank: row.rank,
    minRevenueCents: row.minRevenue === null ? null : toCents(row.minRevenue),
    minOrders: row.minOrders,
    requiresBoth: row.requiresBoth,
  };
}

export function tierRecord(row: TierRow): ResellerTier {
  const tier = tierOf(row);
  return {
    id: tier.id,
    name: tier.name,
    discount_percent: tier.discountPercent,
    rank: tier.rank,
    min_revenue: tier.minRevenueCents === null ? null : centsToDecimal(tier.minRevenueCents),
    min_orders: tier.minOrders,
    requires_both: tier.requiresBoth,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/**
 * The shop's tiers, creating the base tier (rank 0) on first use: every reseller is in some
 * tier, and a shop that never defined any has just this one, at the program's default discount.
 */
export async function shopTiers(db: Db, shopId: string, defaultDiscount: DecimalLike, now: Date) {
  const rows = await db.resellerTier.findMany({ where: { shopId }, orderBy: { rank: 'asc' } });
  if (rows.some((row) => row.rank === 0)) return rows;
  // Concurrent first uses race here; ON CONFLICT DO NOTHING lets every one of them win.
  await db.resellerTier.createMany({
    data: [
      {
        id: uuidv7(now.getTime()),
        shopId,
        name: BASE_TIER_NAME,
        discountPercent: centsToDecimal(toCents(defaultDiscount)),
        rank: 0,
        createdAt: now,
        updatedAt: now,
      },
    ],
    skipDuplicates: true,
  });
  return db.resellerTier.findMany({ where: { shopId }, orderBy: { rank: 'asc' } });
}

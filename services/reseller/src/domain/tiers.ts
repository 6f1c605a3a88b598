import type { NextTier } from '@shopforge/contracts';
import { centsToDecimal } from '@shopforge/service-kit';

/** A tier as the rules see it: money in cents. */
export interface Tier {
  id: string;
  name: string;
  discountPercent: number;
  rank: number;
  minRevenueCents: number | null;
  minOrders: number | null;
  requiresBoth: boolean;
}

export interface Progress {
  revenueCents: number;
  orders: number;
}

/** A tier with neither threshold is assigned by hand only; auto-advance never picks it. */
export function advancesAutomatically(tier: Tier): boolean {
  return tier.minRevenueCents !== null || tier.minOrders !== null;
}

/**
 * Whether `progress` qualifies for `tier`. With `requires_both` every threshold that is set must
 * be met; without it any one set threshold is enough (the spec: "either threshold alone").
 */
export function qualifies(tier: Tier, progress: Progress): boolean {
  const checks: boolean[] = [];
  if (tier.minRevenueCents !== null) checks.push(progress.revenueCents >= tier.minRevenueCents);
  if (tier.minOrders !== null) checks.push(progress.orders >= tier.minOrders);
  if (checks.length === 0) return false;
  return tier.requiresBoth ? checks.every(Boolean) : checks.some(Boolean);
}

const byRank = (tiers: readonly Tier[]) => [...tiers].sort((a, b) => a.rank - b.rank);

/** The reseller's tier: the one assigned, else the shop's lowest. */
export function currentTier(tiers: readonly Tier[], assignedId: string | null): Tier | null {
  const assigned = assignedId === null ? undefined : tiers.find((tier) => tier.id === assignedId);
  return assigned ?? byRank(tiers)[0] ?? null;
}

/** After a sale: the highest auto-advancing tier above the current one that `progress` reaches. */
export function advancedTier(tiers: readonly Tier[], current: Tier | null, progress: Progress): Tier | null {
  const floor = current?.rank ?? Number.NEGATIVE_INFINITY;
  const reached = byRank(tiers).filter(
    (tier) => tier.rank > floor && advancesAutomatically(tier) && qualifies(tier, progress),
  );
  return reached.at(-1) ?? current;
}

/** The spec's `next_tier`: the lowest higher tier with a threshold, and what is left to reach it. */
export function nextTier(tiers: readonly Tier[], current: Tier | null, progress: Progress): NextTier | null {
  const floor = current?.rank ?? Number.NEGATIVE_INFINITY;
  const next = byRank(tiers).find((tier) => tier.rank > floor && advancesAutomatically(tier));
  if (!next) return null;
  return {
    id: next.id,
    name: next.name,
    discount_percent: next.discountPercent,
    requirements: {
      revenue: next.minRevenueCents === null ? null : centsToDecimal(next.minRevenueCents),
      orders: next.minOrders,
      requires_both: next.requiresBoth,
    },
    remaining: {
      revenue:
        next.minRevenueCents === null
          ? null
          : centsToDecimal(Math.max(0, next.minRevenueCents - progress.revenueCents)),
      orders: next.minOrders === null ? null : Math.max(0, next.minOrders - progress.orders),
    },
  };
}

import { describe, expect, it } from 'vitest';
import { advancedTier, currentTier, nextTier, qualifies, type Tier } from './tiers';

const tier = (rank: number, overrides: Partial<Tier> = {}): Tier => ({
  id: `t${rank}`,
  name: `Tier ${rank}`,
  discountPercent: rank * 5,
  rank,
  minRevenueCents: null,
  minOrders: null,
  requiresBoth: false,
  ...overrides,
});

const base = tier(0);
const silver = tier(1, { minRevenueCents: 100_000, minOrders: 10 });
const gold = tier(2, { minRevenueCents: 500_000, minOrders: 50, requiresBoth: true });
const handPicked = tier(3);
const tiers = [gold, base, handPicked, silver];

describe('tier rules', () => {
  it('without requires_both either threshold alone advances', () => {
    expect(qualifies(silver, { revenueCents: 100_000, orders: 0 })).toBe(true);
    expect(qualifies(silver, { revenueCents: 0, orders: 10 })).toBe(true);
    expect(qualifies(silver, { revenueCents: 99_999, orders: 9 })).toBe(false);
  });

  it('with requires_both every set threshold must be met', () => {
    expect(qualifies(gold, { revenueCents: 500_000, orders: 49 })).toBe(false);
    expect(qualifies(gold, { revenueCents: 500_000, orders: 50 })).toBe(true);
  });

  it('requires_both with one threshold null needs only the other', () => {
    const ordersOnly = tier(1, { minOrders: 3, requiresBoth: true });
    expect(qualifies(ordersOnly, { revenueCents: 0, orders: 3 })).toBe(true);
  });

  it('a reseller without an assigned tier is in the lowest one', () => {
    expect(currentTier(tiers, null)?.id).toBe('t0');
    expect(currentTier(tiers, 'missing')?.id).toBe('t0');
    expect(currentTier([], null)).toBeNull();
  });

  it('auto-advance skips to the highest tier reached and ignores hand-assigned tiers', () => {
    expect(advancedTier(tiers, base, { revenueCents: 600_000, orders: 60 })?.id).toBe('t2');
    expect(advancedTier(tiers, base, { revenueCents: 100_000, orders: 1 })?.id).toBe('t1');
    expect(advancedTier(tiers, base, { revenueCents: 0, orders: 0 })?.id).toBe('t0');
  });

  it('auto-advance never moves a reseller down', () => {
    expect(advancedTier(tiers, handPicked, { revenueCents: 0, orders: 0 })?.id).toBe('t3');
  });

  it('next_tier names the next threshold tier and what remains, each requirement nullable', () => {
    expect(nextTier(tiers, base, { revenueCents: 25_000, orders: 4 })).toEqual({
      id: 't1',
      name: 'Tier 1',
      discount_percent: 5,
      requirements: { revenue: '1000.00', orders: 10, requires_both: false },
      remaining: { revenue: '750.00', orders: 6 },
    });
    const revenueOnly = tier(1, { minRevenueCents: 1000 });
    expect(nextTier([base, revenueOnly], base, { revenueCents: 2000, orders: 0 })?.remaining).toEqual({
      revenue: '0.00',
      orders: null,
    });
  });

  it('next_tier is null when no higher tier has a threshold', () => {
    expect(nextTier(tiers, gold, { revenueCents: 0, orders: 0 })).toBeNull();
    expect(nextTier([base], base, { revenueCents: 0, orders: 0 })).toBeNull();
  });
});

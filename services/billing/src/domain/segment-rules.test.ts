import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSegment, parseFilterRules, type SegmentProfile } from './segment-rules';

const NOW = new Date('2026-11-24T00:00:00Z');
const DAY = 86_400_000;

/**
 * The reference: the spec's table read literally, straight off the raw JSON, with none of the
 * parser's normalising. The evaluator must agree with it on every valid rule set.
 */
function reference(rules: Record<string, unknown>, p: SegmentProfile): boolean {
  const list = (value: unknown) => (Array.isArray(value) ? value : [value]) as string[];
  const bought = (value: unknown) => list(value).some((ref) => p.purchased.has(ref));
  const lowerTags = p.tags.map((tag) => tag.toLowerCase());
  return Object.entries(rules).every(([key, value]) => {
    if (['product_id', 'product_ids', 'productId', 'productIds'].includes(key)) return bought(value);
    if (key.startsWith('product.')) return bought(value);
    if (key === 'product') return Object.values(value as object).every(bought);
    if (key === 'min_total_spent' || key === 'minTotalSpent') return p.totalSpent >= (value as number);
    if (key === 'max_total_spent' || key === 'maxTotalSpent') return p.totalSpent <= (value as number);
    if (key === 'min_order_count' || key === 'minOrderCount') return p.orderCount >= (value as number);
    if (key === 'max_order_count' || key === 'maxOrderCount') return p.orderCount <= (value as number);
    if (key === 'country' || key === 'country_code' || key === 'countryCode')
      return list(value).some((code) => code.toUpperCase() === p.countryCode.toUpperCase());
    if (key === 'consent' || key === 'consent_basis' || key === 'consentBasis')
      return list(value).includes(p.consentBasis);
    if (key === 'source') return list(value).includes(p.source);
    if (key === 'tags') {
      const match = value as { contains?: string; any?: string[]; all?: string[] };
      if (match.contains !== undefined)
        return lowerTags.some((tag) => tag.includes((match.contains as string).toLowerCase()));
      if (match.any) return match.any.some((tag) => lowerTags.includes(tag.toLowerCase()));
      return (match.all ?? []).every((tag) => lowerTags.includes(tag.toLowerCase()));
    }
    if (key === 'last_activity' || key === 'lastActivity') {
      const days =
        (value as { within_days?: number; withinDays?: number }).within_days ??
        (value as { withinDays: number }).withinDays;
      return NOW.getTime() - p.updatedAt.getTime() <= days * DAY;
    }
    throw new Error(`reference does not know ${key}`);
  });
}

const PRODUCTS = ['prod-1', 'prod-2', 'uniq-a', 'uniq-b'];
const COUNTRIES = ['US', 'DE', 'fr', 'GB'];
const TAGS = ['vip', 'Beta', 'gold-member', 'churn'];
const CONSENTS = ['SOFT_OPT_IN', 'CONSENT'];
const SOURCES = ['customer_portal', 'dev-api', 'manual', 'backfill:paid_invoice', 'automation:post_purchase'];

const oneOrMany = (pool: string[]) =>
  fc.oneof(
    fc.constantFrom(...pool),
    fc.uniqueArray(fc.constantFrom(...pool), { minLength: 1, maxLength: 3 }),
  );
const money = fc.integer({ min: 0, max: 500 });

const ruleEntry = fc.oneof(
  fc.tuple(fc.constantFrom('product_id', 'product_ids', 'productId', 'productIds'), oneOrMany(PRODUCTS)),
  fc.tuple(
    fc.constantFrom('product.id', 'product.ids', 'product.uniqid', 'product.productIds'),
    oneOrMany(PRODUCTS),
  ),
  fc.tuple(
    fc.constant('product'),
    fc.dictionary(
      fc.constantFrom('id', 'ids', 'uniqid', 'uniqids', 'product_id', 'productIds'),
      oneOrMany(PRODUCTS),
      {
        minKeys: 1,
        maxKeys: 2,
      },
    ),
  ),
  fc.tuple(
    fc.constantFrom(
      'min_total_spent',
      'minTotalSpent',
      'max_total_spent',
      'maxTotalSpent',
      'min_order_count',
      'minOrderCount',
      'max_order_count',
      'maxOrderCount',
    ),
    money,
  ),
  fc.tuple(fc.constantFrom('country', 'country_code'), oneOrMany(COUNTRIES)),
  fc.tuple(
    fc.constant('tags'),
    fc.oneof(
      fc.record({ contains: fc.constantFrom('vi', 'BETA', 'member', 'x') }),
      fc.record({ any: fc.uniqueArray(fc.constantFrom(...TAGS, 'VIP'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ all: fc.uniqueArray(fc.constantFrom(...TAGS), { minLength: 1, maxLength: 3 }) }),
    ),
  ),
  fc.tuple(fc.constantFrom('consent', 'consent_basis', 'consentBasis'), oneOrMany(CONSENTS)),
  fc.tuple(fc.constant('source'), oneOrMany(SOURCES)),
  fc.tuple(
    fc.constantFrom('last_activity', 'lastActivity'),
    fc.oneof(
      fc.record({ within_days: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ withinDays: fc.integer({ min: 1, max: 60 }) }),
    ),
  ),
);
const rulesArb = fc
  .array(ruleEntry, { maxLength: 5 })
  .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

const profileArb: fc.Arbitrary<SegmentProfile> = fc.record({
  totalSpent: money,
  orderCount: fc.integer({ min: 0, max: 20 }),
  countryCode: fc.constantFrom(...COUNTRIES, 'FR', ''),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 4 }),
  consentBasis: fc.constantFrom(...CONSENTS),
  source: fc.constantFrom(...SOURCES),
  updatedAt: fc.integer({ min: 0, max: 90 }).map((days) => new Date(NOW.getTime() - days * DAY)),
  purchased: fc.uniqueArray(fc.constantFrom(...PRODUCTS), { maxLength: 3 }).map((refs) => new Set(refs)),
});

describe('email marketing segment filter', () => {
  it('agrees with the reference reading of the spec on random rule sets and profiles (property)', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(profileArb, { minLength: 1, maxLength: 8 }), (rules, profiles) => {
        const parsed = parseFilterRules(rules);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        for (const profile of profiles) {
          expect(matchesSegment(parsed.clauses, profile, NOW)).toBe(reference(rules, profile));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary JSON; anything it refuses comes with paths under filter_rules (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseFilterRules(value);
        if (!parsed.ok) {
          expect(parsed.issues.length).toBeGreaterThan(0);
          for (const issue of parsed.issues) expect(issue.path[0]).toBe('filter_rules');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('an empty object matches every eligible contact', () => {
    const parsed = parseFilterRules({});
    expect(parsed).toEqual({ ok: true, clauses: [] });
  });

  it('tags need exactly one of contains, any or all', () => {
    for (const tags of [{}, { contains: 'a', any: ['b'] }, { all: [] }, { some: ['x'] }]) {
      const parsed = parseFilterRules({ tags });
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.issues[0]?.path.slice(0, 2)).toEqual(['filter_rules', 'tags']);
    }
  });

  it('malformed values and unknown keys are named, one issue each', () => {
    const parsed = parseFilterRules({
      min_total_spent: 'ten',
      country: [],
      last_activity: { within_days: 0 },
      product: { sku: 'x' },
      favourite_colour: 'blue',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((issue) => issue.path.join('.'))).toEqual([
      'filter_rules.min_total_spent',
      'filter_rules.country',
      'filter_rules.last_activity.within_days',
      'filter_rules.product.sku',
      'filter_rules.favourite_colour',
    ]);
  });
});

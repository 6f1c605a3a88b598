import { z } from 'zod';

/**
 * The email-marketing segment filter (`filter_rules`, spec "Email marketing segment filter"),
 * pure: parsing every key and its variants into clauses, and matching a contact's profile.
 * Top-level keys combine with AND (two spellings of one key are two clauses); entries of an
 * array combine with OR.
 */

export type TagMatch = { contains: string } | { any: string[] } | { all: string[] };

export type Clause =
  | { kind: 'product'; refs: string[] }
  | { kind: 'min_total_spent' | 'max_total_spent' | 'min_order_count' | 'max_order_count'; value: number }
  | { kind: 'country'; codes: string[] }
  | { kind: 'tags'; match: TagMatch }
  | { kind: 'consent'; values: string[] }
  | { kind: 'source'; values: string[] }
  | { kind: 'last_activity'; withinDays: number };

/** What a segment is matched against: one eligible contact and its customer profile. */
export interface SegmentProfile {
  totalSpent: number;
  orderCount: number;
  countryCode: string;
  tags: readonly string[];
  consentBasis: string;
  source: string;
  updatedAt: Date;
  /** Ids and uniqids of products the buyer paid for (COMPLETED, PARTIAL_REFUND, REFUNDED, non-developer). */
  purchased: ReadonlySet<string>;
}

export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

const text = z.string().trim().min(1).max(200);
const oneOrMany = z.union([text.transform((value) => [value]), z.array(text).min(1).max(500)]);
const amount = z.number().finite().min(0);
const withinDays = z.number().int().min(1).max(36_500);
const tagMatch = z
  .strictObject({
    contains: text.optional(),
    any: z.array(text).min(1).max(100).optional(),
    all: z.array(text).min(1).max(100).optional(),
  })
  .superRefine((value, ctx) => {
    const present = Object.values(value).filter((entry) => entry !== undefined).length;
    if (present !== 1) ctx.addIssue({ code: 'custom', message: 'Give exactly one of contains, any or all.' });
  });
const lastActivity = z.union([
  z.strictObject({ within_days: withinDays }),
  z.strictObject({ withinDays: withinDays }),
]);

const PRODUCT_KEYS = ['product_id', 'product_ids', 'productId', 'productIds'];
const NESTED_PRODUCT_KEYS = [...['id', 'ids', 'uniqid', 'uniqids'], ...PRODUCT_KEYS];
const BOUNDS: Record<string, Extract<Clause, { value: number }>['kind']> = {
  min_total_spent: 'min_total_spent',
  minTotalSpent: 'min_total_spent',
  max_total_spent: 'max_total_spent',
  maxTotalSpent: 'max_total_spent',
  min_order_count: 'min_order_count',
  minOrderCount: 'min_order_count',
  max_order_count: 'max_order_count',
  maxOrderCount: 'max_order_count',
};
const LISTS: Record<string, 'country' | 'consent' | 'source'> = {
  country: 'country',
  country_code: 'country',
  countryCode: 'country',
  consent_basis: 'consent',
  consentBasis: 'consent',
  consent: 'consent',
  source: 'source',
};

/** Every key the grammar accepts at the top level (the dotted product keys included). */
export const FILTER_RULE_KEYS = [
  ...PRODUCT_KEYS,
  'product',
  ...NESTED_PRODUCT_KEYS.map((key) => `product.${key}`),
  ...Object.keys(BOUNDS),
  ...Object.keys(LISTS),
  'tags',
  'last_activity',
  'lastActivity',
] as const;

function check<T>(schema: z.ZodType<T>, value: unknown, path: (string | number)[], issues: RuleIssue[]) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    issues.push({ path: [...path, ...(issue.path as (string | number)[])], message: issue.message });
  }
  return undefined;
}

function parseKey(key: string, value: unknown, issues: RuleIssue[]): Clause[] {
  const path = ['filter_rules', key];
  if (
    PRODUCT_KEYS.includes(key) ||
    (key.startsWith('product.') && NESTED_PRODUCT_KEYS.includes(key.slice(8)))
  ) {
    const refs = check(oneOrMany, value, path, issues);
    return refs ? [{ kind: 'product', refs }] : [];
  }
  if (key === 'product') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ path, message: 'Must be an object such as {"ids": ["…"]}.' });
      return [];
    }
    const entries = Object.entries(value);
    if (entries.length === 0) issues.push({ path, message: 'Name at least one product key.' });
    return entries.flatMap(([inner, innerValue]) => {
      if (!NESTED_PRODUCT_KEYS.includes(inner)) {
        issues.push({ path: [...path, inner], message: 'Unknown product filter key.' });
        return [];
      }
      const refs = check(oneOrMany, innerValue, [...path, inner], issues);
      return refs ? [{ kind: 'product' as const, refs }] : [];
    });
  }
  const bound = BOUNDS[key];
  if (bound) {
    const number = check(amount, value, path, issues);
    return number === undefined ? [] : [{ kind: bound, value: number }];
  }
  const list = LISTS[key];
  if (list) {
    const values = check(oneOrMany, value, path, issues);
    if (!values) return [];
    return list === 'country'
      ? [{ kind: 'country', codes: values.map((code) => code.toUpperCase()) }]
      : [{ kind: list, values }];
  }
  if (key === 'tags') {
    const match = check(tagMatch, value, path, issues);
    if (!match) return [];
    const tag: TagMatch =
      match.contains !== undefined
        ? { contains: match.contains }
        : match.any
          ? { any: match.any }
          : { all: match.all ?? [] };
    return [{ kind: 'tags', match: tag }];
  }
  if (key === 'last_activity' || key === 'lastActivity') {
    const activity = check(lastActivity, value, path, issues);
    if (!activity) return [];
    return [
      {
        kind: 'last_activity',
        withinDays: 'within_days' in activity ? activity.within_days : activity.withinDays,
      },
    ];
  }
  issues.push({ path, message: `Unknown filter key. Accepted: ${FILTER_RULE_KEYS.join(', ')}.` });
  return [];
}

/** Parses `filter_rules` into clauses, or lists every problem (one 422 detail each). */
export function parseFilterRules(
  input: unknown,
): { ok: true; clauses: Clause[] } | { ok: false; issues: RuleIssue[] } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ path: ['filter_rules'], message: 'Must be a JSON object.' }] };
  }
  const issues: RuleIssue[] = [];
  const clauses = Object.entries(input).flatMap(([key, value]) => parseKey(key, value, issues));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, clauses };
}

const lower = (value: string) => value.toLowerCase();
const DAY_MS = 86_400_000;

function tagsMatch(tags: readonly string[], match: TagMatch): boolean {
  const own = new Set(tags.map(lower));
  if ('contains' in match) return tags.some((tag) => lower(tag).includes(lower(match.contains)));
  if ('any' in match) return match.any.some((tag) => own.has(lower(tag)));
  return match.all.every((tag) => own.has(lower(tag)));
}

function clauseMatches(clause: Clause, profile: SegmentProfile, now: Date): boolean {
  switch (clause.kind) {
    case 'product':
      return clause.refs.some((ref) => profile.purchased.has(ref));
    case 'min_total_spent':
      return profile.totalSpent >= clause.value;
    case 'max_total_spent':
      return profile.totalSpent <= clause.value;
    case 'min_order_count':
      return profile.orderCount >= clause.value;
    case 'max_order_count':
      return profile.orderCount <= clause.value;
    case 'country':
      return clause.codes.includes(profile.countryCode.toUpperCase());
    case 'tags':
      return tagsMatch(profile.tags, clause.match);
    case 'consent':
      return clause.values.includes(profile.consentBasis);
    case 'source':
      return clause.values.includes(profile.source);
    case 'last_activity':
      return now.getTime() - profile.updatedAt.getTime() <= clause.withinDays * DAY_MS;
  }
}

/** True when the profile meets every clause; no clauses match every eligible contact. */
export function matchesSegment(clauses: readonly Clause[], profile: SegmentProfile, now: Date): boolean {
  return clauses.every((clause) => clauseMatches(clause, profile, now));
}

/** Whether the segment needs purchase history at all (so a count can skip reading it). */
export const needsPurchases = (clauses: readonly Clause[]) =>
  clauses.some((clause) => clause.kind === 'product');

import { z } from 'zod';

/**
 * Resource groups of the Developer API. A scope is `<group>.read` or `<group>.write`, or `*`.
 * `<group>.write` implies `<group>.read` (as in Shopify): an app that may change a resource
 * can always see what it changed.
 */
export const RESOURCE_GROUPS = [
  'orders',
  'invoices',
  'payments',
  'payment_links',
  'payment_settings',
  'products',
  'coupons',
  'customers',
  'subscriptions',
  'disputes',
  'licenses',
  'webhooks',
  'events',
  'analytics',
  'affiliates',
  'reseller_programs',
  'resellers',
  'reseller_sales',
  'reseller_payouts',
  'reseller_stock',
  'themes',
  'store',
  'security',
  'api_keys',
  'oauth_apps',
  'members',
  'email_marketing',
  'emails',
  'telegram',
  'support',
  'blacklist',
  'escrow',
] as const;

export type ResourceGroup = (typeof RESOURCE_GROUPS)[number];
export type ScopeAction = 'read' | 'write';
export type Scope = `${ResourceGroup}.${ScopeAction}` | '*';

export const FULL_ACCESS = '*' as const;

export const ALL_SCOPES: readonly Scope[] = [
  FULL_ACCESS,
  ...RESOURCE_GROUPS.flatMap((group) => [`${group}.read` as const, `${group}.write` as const]),
];

const SCOPE_SET = new Set<string>(ALL_SCOPES);

export const scopeSchema = z
  .string()
  .refine((value): value is Scope => SCOPE_SET.has(value), { message: 'Unknown scope.' })
  .transform((value) => value as Scope);

export const scopeListSchema = z.array(scopeSchema).max(ALL_SCOPES.length);

export function isScope(value: string): value is Scope {
  return SCOPE_SET.has(value);
}

/** True when `granted` satisfies `required`: `*`, the exact scope, or the write scope of a read. */
export function scopeSatisfies(granted: ReadonlyArray<string>, required: Scope): boolean {
  if (granted.includes(FULL_ACCESS) || granted.includes(required)) return true;
  if (required.endsWith('.read')) return granted.includes(`${required.slice(0, -'.read'.length)}.write`);
  return false;
}

export function hasAllScopes(granted: ReadonlyArray<string>, required: ReadonlyArray<Scope>): boolean {
  return required.every((scope) => scopeSatisfies(granted, scope));
}

/** Groups the scopes let the caller read and write, for `/me/capabilities`. */
export function accessibleGroups(granted: ReadonlyArray<string>): {
  readable: ResourceGroup[];
  writable: ResourceGroup[];
} {
  const readable = RESOURCE_GROUPS.filter((group) => scopeSatisfies(granted, `${group}.read`));
  const writable = RESOURCE_GROUPS.filter((group) => scopeSatisfies(granted, `${group}.write`));
  return { readable, writable };
}

/** Parses `"a.read b.write"` or `"a.read,b.write"`; unknown names are returned separately. */
export function parseScopeString(input: string): { scopes: Scope[]; unknown: string[] } {
  const parts = input
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const scopes: Scope[] = [];
  const unknown: string[] = [];
  for (const part of parts) {
    if (isScope(part)) {
      if (!scopes.includes(part)) scopes.push(part);
    } else unknown.push(part);
  }
  return { scopes, unknown };
}

import type { ResourceGroup, Scope } from '@shopforge/contracts';

/**
 * The Developer API's resource groups, in the order the scope picker shows them, with words a
 * merchant reads. Typed from the contracts (a type-only import: no schema code lands in the
 * bundle); `Missing` below fails the typecheck when the contracts gain a group this list lacks.
 */
export const SCOPE_GROUPS = [
  { group: 'products', label: 'Products and stock' },
  { group: 'orders', label: 'Orders' },
  { group: 'invoices', label: 'Invoices' },
  { group: 'payments', label: 'Payments' },
  { group: 'payment_links', label: 'Payment links' },
  { group: 'payment_settings', label: 'Payment settings' },
  { group: 'customers', label: 'Customers and wallets' },
  { group: 'subscriptions', label: 'Subscriptions' },
  { group: 'coupons', label: 'Coupons' },
  { group: 'disputes', label: 'Disputes' },
  { group: 'licenses', label: 'Licenses' },
  { group: 'webhooks', label: 'Webhooks' },
  { group: 'events', label: 'Events' },
  { group: 'analytics', label: 'Analytics' },
  { group: 'affiliates', label: 'Affiliates' },
  { group: 'reseller_programs', label: 'Reseller programs' },
  { group: 'resellers', label: 'Resellers' },
  { group: 'reseller_sales', label: 'Reseller sales' },
  { group: 'reseller_payouts', label: 'Reseller payouts' },
  { group: 'reseller_stock', label: 'Reseller stock' },
  { group: 'themes', label: 'Themes' },
  { group: 'store', label: 'Store settings' },
  { group: 'security', label: 'Security trails' },
  { group: 'api_keys', label: 'API keys' },
  { group: 'oauth_apps', label: 'OAuth apps' },
  { group: 'members', label: 'Members' },
  { group: 'email_marketing', label: 'Email marketing' },
  { group: 'emails', label: 'Buyer emails' },
  { group: 'telegram', label: 'Telegram bots' },
  { group: 'support', label: 'Support' },
  { group: 'blacklist', label: 'Blacklist' },
  { group: 'escrow', label: 'Escrow' },
] as const satisfies readonly { group: ResourceGroup; label: string }[];

type Missing = Exclude<ResourceGroup, (typeof SCOPE_GROUPS)[number]['group']>;
/** Compiles only while every group of the contracts is listed above. */
export const everyGroupListed: [Missing] extends [never] ? true : Missing = true;

export type Access = 'none' | 'read' | 'write';

/** The picker's state for one group, from a scope list (`*` is every group's write). */
export function accessOf(scopes: readonly string[], group: ResourceGroup): Access {
  if (scopes.includes('*') || scopes.includes(`${group}.write`)) return 'write';
  return scopes.includes(`${group}.read`) ? 'read' : 'none';
}

/** The picker's state for every group, from a scope list (an app's or a key's, to edit it). */
export function accessMap(scopes: readonly string[]): Map<ResourceGroup, Access> {
  return new Map(SCOPE_GROUPS.map(({ group }) => [group, accessOf(scopes, group)]));
}

export function scopesFrom(access: ReadonlyMap<ResourceGroup, Access>): Scope[] {
  const scopes: Scope[] = [];
  for (const { group } of SCOPE_GROUPS) {
    const level = access.get(group) ?? 'none';
    if (level !== 'none') scopes.push(`${group}.${level}`);
  }
  return scopes;
}

import { FULL_ACCESS, type ResourceGroup } from '../scopes';

const NOUNS: Record<ResourceGroup, string> = {
  orders: 'orders',
  invoices: 'invoices',
  payments: 'payments',
  payment_links: 'payment links',
  payment_settings: 'payment provider settings and keys',
  products: 'products and their stock',
  coupons: 'coupons',
  customers: 'customers',
  subscriptions: 'subscriptions',
  disputes: 'disputes',
  licenses: 'license keys',
  webhooks: 'webhooks',
  events: 'event history (what happened to your orders, products, subscriptions and the rest)',
  analytics: 'analytics and reports',
  affiliates: 'affiliates',
  reseller_programs: 'reseller program settings',
  resellers: 'resellers',
  reseller_sales: 'reseller sales',
  reseller_payouts: 'reseller payouts',
  reseller_stock: 'reseller stock',
  themes: 'themes',
  store: 'store settings and domains',
  security: 'security logs',
  api_keys: 'API keys',
  oauth_apps: 'the apps your shop registered and the apps installed on it',
  members: 'the people who sign in to your dashboard, and their roles',
  email_marketing: 'email marketing',
  emails: 'emails to your buyers and their settings',
  telegram: 'Telegram bots',
  support: 'support tickets and reviews',
  blacklist: 'blacklist of buyers',
  escrow: 'escrow holds',
};

/** A scope in the plain words of the consent screen ("See and change your products…"). */
export function describeScope(scope: string): string {
  if (scope === FULL_ACCESS) return 'Full access: see and change everything in your shop';
  const [group, action] = scope.split('.') as [ResourceGroup, string];
  const noun = NOUNS[group] ?? group;
  return action === 'write' ? `See and change your ${noun}` : `See your ${noun}`;
}

import type { Scope } from './scopes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The scope every Developer API operation needs, decided once for all present and future
 * routes. The spec fixes the reseller, theme, webhook and replacement-event scopes; the rest
 * follow its `resource.action` pattern (reads need `.read`, changes need `.write`).
 * The gateway's route table looks each of its routes up here, and a test fails if a route is
 * missing, so the table below is the single source of truth (README "Scopes").
 *
 * An empty list means "any valid credential" (identity endpoints).
 */
export const ROUTE_SCOPES: Readonly<Record<string, readonly Scope[]>> = {
  // Identity
  'GET /dev/v1/me': [],
  'GET /dev/v1/me/capabilities': [],
  // Invoices and orders
  'GET /dev/v1/invoices': ['invoices.read'],
  'GET /dev/v1/invoices/{uniqid}': ['invoices.read'],
  'GET /dev/v1/invoices/{uniqid}/timeline': ['invoices.read'],
  'GET /dev/v1/orders': ['orders.read'],
  'POST /dev/v1/orders': ['orders.write'],
  'GET /dev/v1/orders/{id}': ['orders.read'],
  'PATCH /dev/v1/orders/{id}': ['orders.write'],
  'PUT /dev/v1/orders/{id}': ['orders.write'],
  'POST /dev/v1/orders/{id}/fulfill': ['orders.write'],
  'POST /dev/v1/orders/{id}/refund': ['orders.write'],
  'POST /dev/v1/orders/{id}/void': ['orders.write'],
  // Payments and payment links
  'POST /dev/v1/payments': ['payments.write'],
  'GET /dev/v1/payments/{uniqid}': ['payments.read'],
  'POST /dev/v1/payment-links': ['payment_links.write'],
  'GET /dev/v1/payment-links': ['payment_links.read'],
  'GET /dev/v1/payment-links/{id}': ['payment_links.read'],
  'POST /dev/v1/payment-links/{id}/toggle': ['payment_links.write'],
  // Catalog
  'GET /dev/v1/products': ['products.read'],
  'POST /dev/v1/products': ['products.write'],
  'GET /dev/v1/products/{id}': ['products.read'],
  'PATCH /dev/v1/products/{id}': ['products.write'],
  'DELETE /dev/v1/products/{id}': ['products.write'],
  'POST /dev/v1/products/{uniqid}/duplicate': ['products.write'],
  'GET /dev/v1/products/{id}/variants': ['products.read'],
  'POST /dev/v1/products/{id}/variants': ['products.write'],
  'PATCH /dev/v1/products/{id}/variants/{variantId}': ['products.write'],
  'DELETE /dev/v1/products/{id}/variants/{variantId}': ['products.write'],
  'GET /dev/v1/products/{id}/variants/fields': ['products.read'],
  'POST /dev/v1/products/{id}/variants/fields': ['products.write'],
  'PATCH /dev/v1/products/{id}/variants/fields/{fieldId}': ['products.write'],
  'POST /dev/v1/products/{id}/variants/fields/{fieldId}/options': ['products.write'],
  'GET /dev/v1/products/{id}/serials': ['products.read'],
  'POST /dev/v1/products/{id}/serials': ['products.write'],
  'POST /dev/v1/products/{id}/serials/remove': ['products.write'],
  'GET /dev/v1/categories': ['products.read'],
  'POST /dev/v1/categories': ['products.write'],
  'GET /dev/v1/categories/{id}': ['products.read'],
  'PATCH /dev/v1/categories/{id}': ['products.write'],
  'DELETE /dev/v1/categories/{id}': ['products.write'],
  'GET /dev/v1/coupons': ['coupons.read'],
  'POST /dev/v1/coupons': ['coupons.write'],
  'GET /dev/v1/coupons/code/{code}': ['coupons.read'],
  'GET /dev/v1/coupons/{id}': ['coupons.read'],
  'PATCH /dev/v1/coupons/{id}': ['coupons.write'],
  'DELETE /dev/v1/coupons/{id}': ['coupons.write'],
  // Customers, subscriptions, disputes, licenses
  'GET /dev/v1/customers': ['customers.read'],
  'POST /dev/v1/customers': ['customers.write'],
  'PATCH /dev/v1/customers/{id}': ['customers.write'],
  'GET /dev/v1/customers/{id}': ['customers.read'],
  'POST /dev/v1/customers/{id}/wallet/credit': ['customers.write'],
  'POST /dev/v1/customers/{id}/wallet/debit': ['customers.write'],
  'GET /dev/v1/customers/{id}/wallet/entries': ['customers.read'],
  'GET /dev/v1/subscriptions': ['subscriptions.read'],
  'GET /dev/v1/subscriptions/{id}': ['subscriptions.read'],
  'POST /dev/v1/subscriptions/{id}/pause': ['subscriptions.write'],
  'POST /dev/v1/subscriptions/{id}/resume': ['subscriptions.write'],
  'POST /dev/v1/subscriptions/{id}/cancel': ['subscriptions.write'],
  'PATCH /dev/v1/subscriptions/{id}/custom-fields': ['subscriptions.write'],
  'GET /dev/v1/disputes': ['disputes.read'],
  'POST /dev/v1/licenses': ['licenses.write'],
  'GET /dev/v1/licenses': ['licenses.read'],
  'PATCH /dev/v1/licenses/{id}': ['licenses.write'],
  'DELETE /dev/v1/licenses/{id}': ['licenses.write'],
  'POST /dev/v1/licenses/validate': ['licenses.read'],
  'GET /dev/v1/replacement-events/{id}': ['orders.read', 'licenses.read'],
  'POST /dev/v1/orders/{id}/items/{line_id}/replace': ['orders.write', 'licenses.write'],
  // Webhooks
  'POST /dev/v1/webhooks': ['webhooks.write'],
  'GET /dev/v1/webhooks': ['webhooks.read'],
  'GET /dev/v1/webhooks/events': ['webhooks.read'],
  'GET /dev/v1/webhooks/{id}': ['webhooks.read'],
  'PATCH /dev/v1/webhooks/{id}': ['webhooks.write'],
  'DELETE /dev/v1/webhooks/{id}': ['webhooks.write'],
  'POST /dev/v1/webhooks/{id}/test': ['webhooks.write'],
  'POST /dev/v1/webhooks/{id}/rotate-secret': ['webhooks.write'],
  'GET /dev/v1/webhooks/logs': ['webhooks.read'],
  'GET /dev/v1/webhooks/logs/{id}': ['webhooks.read'],
  'POST /dev/v1/webhooks/logs/{id}/retry': ['webhooks.write'],
  // Analytics, affiliates, marketing, bots
  'GET /dev/v1/analytics/reports': ['analytics.read'],
  'POST /dev/v1/analytics/reports/{id}/generate': ['analytics.write'],
  'POST /dev/v1/analytics/reports': ['analytics.write'],
  'GET /dev/v1/analytics/reports/{id}': ['analytics.read'],
  'GET /dev/v1/affiliates/customers': ['affiliates.read'],
  'GET /dev/v1/affiliates/applications': ['affiliates.read'],
  'POST /dev/v1/affiliates/applications/{id}/approve': ['affiliates.write'],
  'POST /dev/v1/affiliates/applications': ['affiliates.write'],
  'POST /dev/v1/affiliates/applications/{id}/reject': ['affiliates.write'],
  'POST /dev/v1/email-marketing/segments': ['email_marketing.write'],
  'GET /dev/v1/email-marketing/segments': ['email_marketing.read'],
  'GET /dev/v1/email-marketing/segments/{id}': ['email_marketing.read'],
  'POST /dev/v1/email-marketing/contacts': ['email_marketing.write'],
  'GET /dev/v1/email-marketing/contacts': ['email_marketing.read'],
  'POST /dev/v1/telegram/bots/{botId}/journeys/{journeyId}/test': ['telegram.write'],
  'GET /dev/v1/telegram/bots/{botId}/journeys/{journeyId}/test-runs': ['telegram.read'],
  // Reseller program (scopes fixed by the spec)
  'GET /dev/v1/reseller-program': ['reseller_programs.read'],
  'PATCH /dev/v1/reseller-program': ['reseller_programs.write'],
  'GET /dev/v1/resellers': ['resellers.read'],
  'POST /dev/v1/resellers/invite': ['resellers.write'],
  'PATCH /dev/v1/resellers/{reseller_relationship_id}': ['resellers.write'],
  'GET /dev/v1/reseller-program/tiers': ['reseller_programs.read'],
  'POST /dev/v1/reseller-program/tiers': ['reseller_programs.write'],
  'PATCH /dev/v1/reseller-program/tiers/{tier_id}': ['reseller_programs.write'],
  'GET /dev/v1/resellers/analytics': ['reseller_sales.read'],
  'GET /dev/v1/resellers/{reseller_relationship_id}/analytics': ['reseller_sales.read'],
  'POST /dev/v1/resellers/{reseller_relationship_id}/embed-campaigns': ['resellers.write'],
  'PATCH /dev/v1/resellers/{reseller_relationship_id}/embed-campaigns/{campaign_id}': ['resellers.write'],
  'POST /dev/v1/resellers/{reseller_relationship_id}/stock-purchases': ['reseller_stock.write'],
  'POST /dev/v1/resellers/{reseller_relationship_id}/stock-transfers/{transfer_id}/invoice': [
    'reseller_stock.write',
  ],
  'POST /dev/v1/resellers/{reseller_relationship_id}/stock-transfers/{transfer_id}/allocate': [
    'reseller_stock.write',
  ],
  'POST /dev/v1/resellers/{reseller_relationship_id}/inventory/{item_id}/deliver': ['reseller_stock.write'],
  'GET /dev/v1/resellers/payouts': ['reseller_payouts.read'],
  'POST /dev/v1/resellers/{reseller_relationship_id}/payouts': ['reseller_payouts.write'],
  'POST /dev/v1/resellers/payouts/{payout_id}/approve': ['reseller_payouts.write'],
  'POST /dev/v1/resellers/payouts/{payout_id}/reject': ['reseller_payouts.write'],
  'POST /dev/v1/resellers/payouts/{payout_id}/complete': ['reseller_payouts.write'],
  'POST /dev/v1/resellers/payouts/{payout_id}/cancel': ['reseller_payouts.write'],
  'GET /dev/v1/resellers/{reseller_relationship_id}/embed-campaigns': ['resellers.read'],
  'GET /dev/v1/resellers/{reseller_relationship_id}/stock-transfers': ['reseller_stock.read'],
  'GET /dev/v1/resellers/{reseller_relationship_id}/inventory': ['reseller_stock.read'],
  // Store, themes, security
  'GET /dev/v1/store/branding': ['store.read'],
  'POST /dev/v1/store/domains/additional': ['store.write'],
  'GET /dev/v1/store/domains/additional/{id}/verification': ['store.read'],
  'PUT /dev/v1/store/layout': ['store.write'],
  'GET /dev/v1/themes': ['themes.read'],
  'POST /dev/v1/themes/control/create': ['themes.write'],
  'GET /dev/v1/themes/{id}/control/settings': ['themes.read'],
  'POST /dev/v1/themes/{id}/control/settings': ['themes.write'],
  'GET /dev/v1/themes/{id}/control/document': ['themes.read'],
  'GET /dev/v1/themes/{id}/control/document/draft': ['themes.read'],
  'PUT /dev/v1/themes/{id}/control/document': ['themes.write'],
  'GET /dev/v1/themes/{id}/control/document/schema': ['themes.read'],
  'POST /dev/v1/themes/{id}/control/preview': ['themes.write'],
  'DELETE /dev/v1/themes/{id}/control/preview/{sessionId}': ['themes.write'],
  'POST /dev/v1/themes/{id}/control/publish': ['themes.write'],
  // Beyond the spec's list: one-file export and import (issue 9).
  'GET /dev/v1/themes/{id}/control/export': ['themes.read'],
  'POST /dev/v1/themes/control/import': ['themes.write'],
  'GET /dev/v1/security/audit-trail': ['security.read'],
  'GET /dev/v1/security/session-trail/{session_id}': ['security.read'],
};

export function routeKey(method: HttpMethod, path: string): string {
  return `${method} ${path}`;
}

export function scopesForRoute(method: HttpMethod, path: string): readonly Scope[] {
  const scopes = ROUTE_SCOPES[routeKey(method, path)];
  if (scopes === undefined) throw new Error(`No scope decided for ${method} ${path} (route-scopes.ts)`);
  return scopes;
}

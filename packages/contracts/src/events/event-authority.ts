import type { Scope } from '../scopes';
import { WEBHOOK_EVENT_NAMES, type WebhookEventName } from '../webhook-events';
import { type EventDefinition, WEBHOOK_EVENT_CATALOGUE } from './catalogue';

/**
 * What a delivery of each event reveals, as the read scopes the Developer API asks before it
 * shows the same record (docs/webhooks.md "Who may manage a webhook"). A webhook's authority is
 * the union over its events: a credential manages a webhook only when it holds all of it, so a
 * webhook never shows its endpoint what its maker could not read.
 */
const AGGREGATE_READS: Record<EventDefinition['aggregate'], readonly Scope[]> = {
  invoice: ['orders.read'],
  subscription: ['subscriptions.read'],
  product: ['products.read'],
  dispute: ['disputes.read'],
  // Tickets and reviews are both the support API's (`/tickets`, `/reviews`: support.read).
  query: ['support.read'],
  feedback: ['support.read'],
  affiliate: ['affiliates.read'],
  // As `GET /replacement-events/{id}`: a replacement is about delivered goods.
  replacement: ['orders.read', 'licenses.read'],
  // Each reseller event names its own group (RESELLER_READS).
  reseller: [],
  webhook: ['webhooks.read'],
  delivery: ['webhooks.read'],
  // The internal security announcements (no webhook subscribes to them) are the trail's.
  shop: ['security.read'],
};

type ResellerEventName = Extract<WebhookEventName, `reseller:${string}`>;

/** Reseller events by what they are about, as the reseller administration routes scope them. */
const RESELLER_READS: Record<ResellerEventName, Scope> = {
  'reseller:invited': 'resellers.read',
  'reseller:accepted': 'resellers.read',
  'reseller:embed_campaign_created': 'resellers.read',
  'reseller:sale': 'reseller_sales.read',
  'reseller:api_fulfillment_delivered': 'reseller_sales.read',
  'reseller:payout_requested': 'reseller_payouts.read',
  'reseller:stock_purchase_requested': 'reseller_stock.read',
  'reseller:stock_purchase_paid': 'reseller_stock.read',
  'reseller:stock_allocated': 'reseller_stock.read',
  'reseller:stock_item_delivered': 'reseller_stock.read',
};

/**
 * The events whose body can carry delivered goods (`line_items[].license_keys`, as the
 * catalogue's examples show): paid orders, and a line's delivery, whose body is the invoice as
 * of that delivery. Seeing them takes `licenses.read` besides `orders.read`, as on the events
 * API and the invoice timeline.
 */
export const GOODS_CARRYING_EVENTS = [
  'order:paid',
  'order:paid:product',
  'order:item.delivered',
] as const satisfies readonly WebhookEventName[];

const isResellerEvent = (name: WebhookEventName): name is ResellerEventName => name.startsWith('reseller:');

/** The read scopes needed to see the body of a delivery of `name`. */
export function eventReadScopes(name: WebhookEventName): Scope[] {
  const reads = [...AGGREGATE_READS[WEBHOOK_EVENT_CATALOGUE[name].aggregate]];
  if (isResellerEvent(name)) reads.push(RESELLER_READS[name]);
  if ((GOODS_CARRYING_EVENTS as readonly string[]).includes(name)) reads.push('licenses.read');
  return reads;
}

const isWebhookEvent = (name: string): name is WebhookEventName =>
  (WEBHOOK_EVENT_NAMES as readonly string[]).includes(name);

/**
 * A webhook's authority: every read scope its deliveries need, each once. A name outside the
 * allowlist is never delivered, so it reveals nothing.
 */
export function webhookAuthority(events: readonly string[]): Scope[] {
  const scopes = new Set<Scope>();
  for (const name of events) {
    if (isWebhookEvent(name)) for (const scope of eventReadScopes(name)) scopes.add(scope);
  }
  return [...scopes];
}

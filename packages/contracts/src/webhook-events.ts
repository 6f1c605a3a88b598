import { z } from 'zod';

/**
 * Every event name a webhook may subscribe to (`GET /dev/v1/webhooks/events`).
 * The order, subscription, reseller and `product:stock` names are the spec's. The spec lists
 * the dispute, product, query, feedback, affiliate and replacement families without their
 * names; the names below are ours, documented in the README.
 */
/** Order lifecycle events; each also exists with the `:product` suffix (spec "Order events"). */
export const ORDER_LIFECYCLE_EVENTS = [
  'order:created',
  'order:updated',
  'order:partial',
  'order:paid',
  'order:cancelled',
  'order:disputed',
] as const;

const SUBSCRIPTION_BASE = [
  'subscription:trial:started',
  'subscription:trial:ended',
  'subscription:created',
  'subscription:updated',
  'subscription:renewed',
  'subscription:cancelled',
  'subscription:upcoming',
] as const;

export const WEBHOOK_EVENT_NAMES = [
  ...ORDER_LIFECYCLE_EVENTS,
  ...ORDER_LIFECYCLE_EVENTS.map((name) => `${name}:product` as const),
  'order:manual_payment_pending',
  'order:item.delivered',
  'order:item.delivery_failed',
  ...SUBSCRIPTION_BASE,
  ...SUBSCRIPTION_BASE.map((name) => `${name}:product` as const),
  'product:stock',
  'product:created',
  'product:updated',
  'product:deleted',
  'dispute:opened',
  'dispute:updated',
  'dispute:closed',
  'query:created',
  'query:replied',
  'query:buyer_replied',
  'query:closed',
  'query:reopened',
  'feedback:received',
  'feedback:replied',
  'affiliate:application_received',
  'affiliate:application_approved',
  'affiliate:commission_earned',
  'replacement:created',
  'reseller:invited',
  'reseller:accepted',
  'reseller:sale',
  'reseller:embed_campaign_created',
  'reseller:payout_requested',
  'reseller:stock_purchase_requested',
  'reseller:api_fulfillment_delivered',
  'reseller:stock_purchase_paid',
  'reseller:stock_allocated',
  'reseller:stock_item_delivered',
  // The platform's own news about an endpoint; not from a bus topic (docs/webhooks.md).
  'webhook:disabled',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

/**
 * The events whose body carries delivered license keys (`line_items[].license_keys`, only on
 * paid order events: events/invoice-payload.ts). A webhook subscribed to one of them sends the
 * shop's goods to its URL, so adding one, or pointing one elsewhere, is announced to the shop's
 * owners (docs/webhooks.md "Webhooks that receive license keys").
 */
export const LICENSE_KEY_EVENTS = [
  'order:paid',
  'order:paid:product',
] as const satisfies readonly WebhookEventName[];

export const WEBHOOK_EVENT_FAMILIES = [
  'order',
  'dispute',
  'product',
  'query',
  'feedback',
  'affiliate',
  'reseller',
  'subscription',
  'replacement',
] as const;

export function eventFamily(name: WebhookEventName): (typeof WEBHOOK_EVENT_FAMILIES)[number] {
  return name.slice(0, name.indexOf(':')) as (typeof WEBHOOK_EVENT_FAMILIES)[number];
}

/** `GET /dev/v1/webhooks/events` → `data`. */
export const eventAllowlistSchema = z.object({
  events: z.array(z.string()),
  families: z.array(z.string()),
});

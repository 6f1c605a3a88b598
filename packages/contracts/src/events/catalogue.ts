import type { z } from 'zod';
import { SECURITY_SETTING_CHANGED_EVENT, securitySettingChangedSchema } from '../oauth/security-notices';
import type { WebhookEventName } from '../webhook-events';
import { WEBHOOK_DELIVERY_PROGRESS_EVENT, webhookDeliveryProgressSchema } from './delivery-progress';
import { type ExampleContext, exampleInvoice, exampleSubscription, withProducts } from './examples';
import {
  type InvoiceStatus,
  invoicePayloadSchema,
  invoiceProductPayloadSchema,
  lineDeliveryPayloadSchema,
} from './invoice-payload';
import {
  affiliatePayloadSchema,
  disputePayloadSchema,
  feedbackPayloadSchema,
  queryPayloadSchema,
  replacementPayloadSchema,
  webhookDisabledPayloadSchema,
} from './other-payloads';
import { productLifecyclePayloadSchema, productStockPayloadSchema } from './product-payload';
import { resellerPayloadSchema } from './reseller-payload';
import { subscriptionPayloadSchema, subscriptionProductPayloadSchema } from './subscription-payload';

export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  /** The schema every producer's `data` must satisfy (checked when written to the outbox). */
  data: S;
  /** What the envelope's `aggregate_id` (and a delivery's `ordering_key`) names. */
  aggregate:
    | 'invoice'
    | 'subscription'
    | 'product'
    | 'dispute'
    | 'query'
    | 'feedback'
    | 'affiliate'
    | 'replacement'
    | 'reseller'
    | 'webhook'
    | 'delivery'
    | 'shop';
  /** Synthetic `data` for test deliveries. */
  example: (ctx: ExampleContext) => z.infer<S>;
}

function define<S extends z.ZodType>(definition: EventDefinition<S>): EventDefinition<S> {
  return definition;
}

const order = (status: InvoiceStatus, paid = false) =>
  define({
    data: invoicePayloadSchema,
    aggregate: 'invoice',
    example: (ctx) => exampleInvoice(ctx, status, paid),
  });
const orderProduct = (status: InvoiceStatus, paid = false) =>
  define({
    data: invoiceProductPayloadSchema,
    aggregate: 'invoice',
    example: (ctx) => withProducts(exampleInvoice(ctx, status, paid)),
  });
const lineDelivery = (failed: boolean) =>
  define({
    data: lineDeliveryPayloadSchema,
    aggregate: 'invoice',
    example: (ctx) => {
      const invoice = exampleInvoice(ctx, 'COMPLETED', !failed);
      const line = invoice.line_items[0];
      return {
        invoice,
        line_item_id: line?.id ?? ctx.id('line_'),
        product_id: invoice.product_id,
        product_title: invoice.product_title,
        delivered_at: failed ? null : ctx.now.toISOString(),
        error_message: failed ? 'The dynamic delivery endpoint answered 500.' : null,
      };
    },
  });

type SubscriptionStatus = z.infer<typeof subscriptionPayloadSchema>['status'];
const subscription = (status: SubscriptionStatus) =>
  define({
    data: subscriptionPayloadSchema,
    aggregate: 'subscription',
    example: (ctx) => exampleSubscription(ctx, status),
  });
const subscriptionProduct = (status: SubscriptionStatus) =>
  define({
    data: subscriptionProductPayloadSchema,
    aggregate: 'subscription',
    example: (ctx) => {
      const base = exampleSubscription(ctx, status);
      return {
        ...base,
        products: [
          {
            id: base.product_id,
            uniqid: 'exampleprod01',
            title: base.product_title,
            price: base.price,
            currency: base.currency,
            type: 'SUBSCRIPTION',
          },
        ],
      };
    },
  });

const productLifecycle = define({
  data: productLifecyclePayloadSchema,
  aggregate: 'product',
  example: (ctx) => ({
    id: ctx.id('prod_'),
    uniqid: 'exampleprod01',
    title: 'Example product',
    type: 'SERIALS',
    price: 19.99,
    currency: 'USD',
    created_at: ctx.now.toISOString(),
    updated_at: ctx.now.toISOString(),
  }),
});

const dispute = (status: z.infer<typeof disputePayloadSchema>['status']) =>
  define({
    data: disputePayloadSchema,
    aggregate: 'dispute',
    example: (ctx) => ({
      id: ctx.id('dp_'),
      invoice_uniqid: ctx.id(),
      status,
      reason: 'fraudulent',
      amount: 19.99,
      currency: 'USD',
      gateway: 'STRIPE',
      created_at: ctx.now.toISOString(),
      updated_at: ctx.now.toISOString(),
    }),
  });

const query = (
  status: z.infer<typeof queryPayloadSchema>['status'],
  author: z.infer<typeof queryPayloadSchema>['message_author'],
) =>
  define({
    data: queryPayloadSchema,
    aggregate: 'query',
    example: (ctx) => ({
      id: ctx.id(),
      uniqid: ctx.id(),
      invoice_uniqid: ctx.id(),
      customer_email: 'customer@example.com',
      title: 'Example question',
      status,
      message: author ? 'This is a test message.' : null,
      message_author: author,
      created_at: ctx.now.toISOString(),
      updated_at: ctx.now.toISOString(),
    }),
  });

const feedback = (reply: string | null) =>
  define({
    data: feedbackPayloadSchema,
    aggregate: 'feedback',
    example: (ctx) => ({
      id: ctx.id(),
      uniqid: ctx.id(),
      invoice_uniqid: ctx.id(),
      product_id: ctx.id('prod_'),
      customer_email: 'customer@example.com',
      score: 5,
      message: 'Great example product.',
      reply,
      created_at: ctx.now.toISOString(),
      updated_at: ctx.now.toISOString(),
    }),
  });

const affiliate = (status: string, commission: number | null) =>
  define({
    data: affiliatePayloadSchema,
    aggregate: 'affiliate',
    example: (ctx) => ({
      id: ctx.id('af_'),
      affiliate_email: 'affiliate@example.com',
      status,
      invoice_uniqid: commission === null ? null : ctx.id(),
      commission,
      currency: commission === null ? null : 'USD',
      created_at: ctx.now.toISOString(),
    }),
  });

type ResellerObject = z.infer<typeof resellerPayloadSchema>['object_type'];
const reseller = (objectType: ResellerObject, status: string | null, amount: string | null) =>
  define({
    data: resellerPayloadSchema,
    aggregate: 'reseller',
    example: (ctx) => ({
      reseller_id: ctx.id('rs_'),
      reseller_email: 'reseller@example.com',
      object_id: ctx.id(),
      object_type: objectType,
      status,
      amount,
      currency: amount === null ? null : 'USD',
      product_id: objectType.startsWith('stock') || objectType === 'order' ? ctx.id('prod_') : null,
      quantity: objectType.startsWith('stock') || objectType === 'order' ? 1 : null,
      occurred_at: ctx.now.toISOString(),
    }),
  });

/** Every event a merchant can subscribe to, one entry per allowlisted name (compile-checked). */
export const WEBHOOK_EVENT_CATALOGUE = {
  'order:created': order('PENDING'),
  'order:updated': order('PENDING_PAYMENT'),
  'order:partial': order('PENDING_PAYMENT'),
  'order:paid': order('COMPLETED', true),
  'order:cancelled': order('VOIDED'),
  'order:disputed': order('DISPUTED'),
  'order:created:product': orderProduct('PENDING'),
  'order:updated:product': orderProduct('PENDING_PAYMENT'),
  'order:partial:product': orderProduct('PENDING_PAYMENT'),
  'order:paid:product': orderProduct('COMPLETED', true),
  'order:cancelled:product': orderProduct('VOIDED'),
  'order:disputed:product': orderProduct('DISPUTED'),
  'order:manual_payment_pending': order('PENDING'),
  'order:item.delivered': lineDelivery(false),
  'order:item.delivery_failed': lineDelivery(true),
  'subscription:trial:started': subscription('TRIALING'),
  'subscription:trial:ended': subscription('ACTIVE'),
  'subscription:created': subscription('PENDING'),
  'subscription:updated': subscription('ACTIVE'),
  'subscription:renewed': subscription('ACTIVE'),
  'subscription:cancelled': subscription('CANCELLED'),
  'subscription:upcoming': subscription('ACTIVE'),
  'subscription:trial:started:product': subscriptionProduct('TRIALING'),
  'subscription:trial:ended:product': subscriptionProduct('ACTIVE'),
  'subscription:created:product': subscriptionProduct('PENDING'),
  'subscription:updated:product': subscriptionProduct('ACTIVE'),
  'subscription:renewed:product': subscriptionProduct('ACTIVE'),
  'subscription:cancelled:product': subscriptionProduct('CANCELLED'),
  'subscription:upcoming:product': subscriptionProduct('ACTIVE'),
  'product:stock': define({
    data: productStockPayloadSchema,
    aggregate: 'product',
    example: (ctx) => ({
      product_id: ctx.id('prod_'),
      uniqid: 'exampleprod01',
      title: 'Example product',
      variant_id: null,
      previous_stock: 10,
      stock: 25,
      change_source: 'api' as const,
      changed_at: ctx.now.toISOString(),
    }),
  }),
  'product:created': productLifecycle,
  'product:updated': productLifecycle,
  'product:deleted': productLifecycle,
  'dispute:opened': dispute('OPEN'),
  'dispute:updated': dispute('UNDER_REVIEW'),
  'dispute:closed': dispute('WON'),
  'query:created': query('OPEN', 'BUYER'),
  'query:replied': query('ANSWERED', 'MERCHANT'),
  'query:buyer_replied': query('OPEN', 'BUYER'),
  'query:closed': query('CLOSED', null),
  'query:reopened': query('OPEN', null),
  'feedback:received': feedback(null),
  'feedback:replied': feedback('Thank you for the review!'),
  'affiliate:application_received': affiliate('PENDING', null),
  'affiliate:application_approved': affiliate('APPROVED', null),
  'affiliate:commission_earned': affiliate('EARNED', 1.99),
  'replacement:created': define({
    data: replacementPayloadSchema,
    aggregate: 'replacement',
    example: (ctx) => ({
      id: ctx.id('rp_'),
      invoice_uniqid: ctx.id(),
      line_item_id: ctx.id('line_'),
      product_id: ctx.id('prod_'),
      quantity: 1,
      reason: 'The delivered key did not work.',
      created_at: ctx.now.toISOString(),
    }),
  }),
  'reseller:invited': reseller('invitation', 'PENDING', null),
  'reseller:accepted': reseller('relationship', 'ACTIVE', null),
  'reseller:sale': reseller('order', 'COMPLETED', '19.99'),
  'reseller:embed_campaign_created': reseller('embed_campaign', 'ACTIVE', null),
  'reseller:payout_requested': reseller('payout', 'PENDING', '50.00'),
  'reseller:stock_purchase_requested': reseller('stock_purchase', 'PENDING', '100.00'),
  'reseller:api_fulfillment_delivered': reseller('order', 'DELIVERED', '19.99'),
  'reseller:stock_purchase_paid': reseller('stock_purchase', 'PAID', '100.00'),
  'reseller:stock_allocated': reseller('stock_purchase', 'ALLOCATED', null),
  'reseller:stock_item_delivered': reseller('stock_item', 'DELIVERED', null),
  'webhook:disabled': define({
    data: webhookDisabledPayloadSchema,
    aggregate: 'webhook',
    example: (ctx) => ({
      id: ctx.id(),
      url: 'https://hooks.example.com/shopforge',
      reason: 'Every delivery failed for 5 days (last: HTTP 503: Service Unavailable).',
      failing_since: new Date(ctx.now.getTime() - 5 * 86_400_000).toISOString(),
      disabled_at: ctx.now.toISOString(),
    }),
  }),
} satisfies Record<WebhookEventName, EventDefinition>;

/** Events that travel the bus but are never delivered to merchants. */
export const INTERNAL_EVENT_CATALOGUE = {
  [WEBHOOK_DELIVERY_PROGRESS_EVENT]: define({
    data: webhookDeliveryProgressSchema,
    aggregate: 'delivery',
    example: (ctx) => ({
      delivery_id: ctx.id(),
      webhook_id: ctx.id(),
      invoice_uniqid: null,
      event: 'order:paid',
      url: 'https://merchant.example/webhooks',
      status: 'SUCCESS' as const,
      attempts: 1,
      response_code: 200,
      error_message: null,
      occurred_at: ctx.now.toISOString(),
    }),
  }),
  [SECURITY_SETTING_CHANGED_EVENT]: define({
    data: securitySettingChangedSchema,
    aggregate: 'shop',
    example: (ctx) => ({
      type: 'payment_provider.connected' as const,
      actor: { type: 'api_key' as const, id: ctx.id(), session_id: null },
      occurred_at: ctx.now.toISOString(),
      details: {
        provider: 'stripe' as const,
        livemode: false,
        secret_key_hint: 'sk_test_…abcd',
        webhook_secret_hint: 'whsec_…abcd',
        replaced: false,
      },
    }),
  }),
} satisfies Record<string, EventDefinition>;

export const EVENT_CATALOGUE = { ...WEBHOOK_EVENT_CATALOGUE, ...INTERNAL_EVENT_CATALOGUE };
export type CatalogueEventName = keyof typeof EVENT_CATALOGUE;
export type EventData<N extends CatalogueEventName> = z.infer<(typeof EVENT_CATALOGUE)[N]['data']>;

export function isCatalogueEvent(name: string): name is CatalogueEventName {
  return Object.hasOwn(EVENT_CATALOGUE, name);
}

/** The `data` schema of an event name, or undefined for a name outside the catalogue. */
export function eventDataSchema(name: string): z.ZodType | undefined {
  return isCatalogueEvent(name) ? EVENT_CATALOGUE[name].data : undefined;
}

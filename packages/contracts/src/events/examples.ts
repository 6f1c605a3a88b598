import type { z } from 'zod';
import type { invoicePayloadSchema, invoiceProductPayloadSchema } from './invoice-payload';
import type { subscriptionPayloadSchema } from './subscription-payload';

/**
 * Synthetic data for test deliveries (spec: "the same envelope and field set with synthetic
 * values"). Deterministic for a given context, obviously fake to a human reader.
 */
export interface ExampleContext {
  shopId: string;
  now: Date;
  /** Makes an id; tests pass a counter, test deliveries random UUIDs. */
  id: (prefix?: string) => string;
}

type InvoicePayload = z.infer<typeof invoicePayloadSchema>;
type InvoiceProductPayload = z.infer<typeof invoiceProductPayloadSchema>;

export function exampleInvoice(
  ctx: ExampleContext,
  status: InvoicePayload['status'],
  paid: boolean,
): InvoicePayload {
  const at = ctx.now.toISOString();
  const productId = ctx.id('prod_');
  return {
    uniqid: ctx.id(),
    type: 'PRODUCT',
    status,
    gateway: 'STRIPE',
    total: 19.99,
    total_display: 19.99,
    currency: 'USD',
    exchange_rate: 1,
    crypto_exchange_rate: 0,
    crypto_gateway: null,
    apm_method: null,
    customer_email: 'customer@example.com',
    country: 'US',
    quantity: 1,
    product_id: productId,
    product_title: 'Example product',
    line_items: [
      {
        id: ctx.id('line_'),
        product_id: productId,
        product_title: 'Example product',
        product_type: 'SERIALS',
        variant_id: null,
        variant_title: null,
        quantity: 1,
        delivery_status: paid ? 'DELIVERED' : 'PENDING',
        delivered_at: paid ? at : null,
        ...(paid ? { license_keys: [{ key: 'TEST-XXXX-XXXX-XXXX' }] } : {}),
      },
    ],
    is_developer_invoice: false,
    created_at: at,
    updated_at: at,
  };
}

export function withProducts(invoice: InvoicePayload): InvoiceProductPayload {
  return {
    ...invoice,
    products: [
      {
        id: invoice.product_id,
        uniqid: 'exampleprod01',
        title: invoice.product_title,
        description: 'A product used for test deliveries.',
        price: invoice.total,
        price_display: invoice.total_display,
        currency: invoice.currency,
        type: 'SERIALS',
      },
    ],
  };
}

export function exampleSubscription(
  ctx: ExampleContext,
  status: z.infer<typeof subscriptionPayloadSchema>['status'],
): z.infer<typeof subscriptionPayloadSchema> {
  const at = ctx.now.toISOString();
  const periodEnd = new Date(ctx.now.getTime() + 30 * 86_400_000).toISOString();
  return {
    id: ctx.id('sub_'),
    status,
    customer_email: 'customer@example.com',
    product_id: ctx.id('prod_'),
    product_title: 'Example subscription',
    invoice_uniqid: ctx.id(),
    price: 9.99,
    currency: 'USD',
    interval: 'MONTH',
    interval_count: 1,
    trial_ends_at: status === 'TRIALING' ? periodEnd : null,
    current_period_start: at,
    current_period_end: periodEnd,
    cancel_at_period_end: false,
    canceled_at: status === 'CANCELLED' ? at : null,
    created_at: at,
    updated_at: at,
  };
}

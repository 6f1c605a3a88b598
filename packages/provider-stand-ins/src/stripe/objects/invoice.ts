import type Stripe from 'stripe';
import type { InvoiceState, SubscriptionItemState, SubscriptionState } from '../subscription-state';
import { STAND_IN_MERCHANT } from './account';
import { STAND_IN_BUYER } from './address';
import { decimal } from './decimal';

function renderLine(
  invoice: InvoiceState,
  sub: SubscriptionState,
  item: SubscriptionItemState,
  index: number,
): Stripe.InvoiceLineItem {
  const amount = item.unitAmount * item.quantity;
  return {
    // Derived, so the same line keeps its id on every read.
    id: `il_${invoice.id.slice(3)}${index}`,
    object: 'line_item',
    amount,
    currency: sub.currency,
    description: `${item.quantity} × ${item.name}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: sub.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: { start: invoice.lineStart, end: invoice.lineEnd },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: item.priceId, product: item.productId },
      type: 'price_details',
      unit_amount_decimal: decimal(item.unitAmount),
    },
    quantity: item.quantity,
    quantity_decimal: decimal(item.quantity),
    subscription: sub.id,
    subtotal: amount,
    taxes: [],
  };
}

/**
 * A subscription invoice (fixture `invoice`) in the shape of API 2025-03-31 and later: the
 * subscription is named under `parent.subscription_details`, the period billed for on each line
 * (`lines.data[].period`), and the payment is not on the invoice but in its `payments`.
 */
export function renderInvoice(invoice: InvoiceState, sub: SubscriptionState): Stripe.Invoice {
  const total = sub.items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const paid = invoice.status === 'paid' ? total : 0;
  return {
    id: invoice.id,
    object: 'invoice',
    // The issuing account's, as its account object answers them.
    account_country: 'US',
    account_name: STAND_IN_MERCHANT.name,
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paid,
    amount_remaining: total - paid,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    auto_advance: invoice.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: sub.currency,
    custom_fields: null,
    customer: sub.customerId,
    customer_account: null,
    customer_address: null,
    customer_email: sub.customerEmail,
    customer_name: STAND_IN_BUYER.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: invoice.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    // The stand-in hosts no invoice page or PDF; a link to stripe.com would lead nowhere.
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: sub.items.map((item, index) => renderLine(invoice, sub, item, index)),
      has_more: false,
      url: `/v1/invoices/${invoice.id}/lines`,
    },
    livemode: false,
    metadata: {},
    // Stripe retries a failed renewal; the stand-in's next attempt is whatever the test calls.
    next_payment_attempt: null,
    number: invoice.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.periodEnd,
    period_start: invoice.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: {
      finalized_at: invoice.created,
      marked_uncollectible_at: null,
      paid_at: invoice.paidAt,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.created,
  };
}

import type Stripe from 'stripe';
import { periodStart } from '../billing-cycle';
import type { SubscriptionItemState, SubscriptionState } from '../subscription-state';
import { renderPlan, renderPrice } from './price';

/** The current period's bounds: since API 2025-03-31 they live on each item, not on the subscription. */
export function currentPeriod(sub: SubscriptionState): { start: number; end: number } {
  return {
    start: periodStart(sub.created, sub.recurring, sub.cycle),
    end: periodStart(sub.created, sub.recurring, sub.cycle + 1),
  };
}

function renderItem(sub: SubscriptionState, item: SubscriptionItemState): Stripe.SubscriptionItem {
  const period = currentPeriod(sub);
  return {
    id: item.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: sub.created,
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: renderPlan(item, sub.recurring, sub.currency, sub.created),
    price: renderPrice(item, sub.recurring, sub.currency, sub.created),
    quantity: item.quantity,
    subscription: sub.id,
    tax_rates: [],
  };
}

/**
 * A subscription as Checkout creates it (fixture `subscription`): anchored at creation, charged
 * automatically, metadata from `subscription_data`. Cancelling at period end shows as `cancel_at`.
 */
export function renderSubscription(sub: SubscriptionState): Stripe.Subscription {
  const period = currentPeriod(sub);
  return {
    id: sub.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: sub.created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: sub.cancelAtPeriodEnd ? period.end : null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: sub.cancellationReason,
    },
    collection_method: 'charge_automatically',
    created: sub.created,
    currency: sub.currency,
    customer: sub.customerId,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: sub.endedAt,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: sub.items.map((item) => renderItem(sub, item)),
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
    },
    latest_invoice: sub.invoiceIds.at(-1) ?? null,
    livemode: false,
    managed_payments: null,
    metadata: { ...sub.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: sub.created,
    status: sub.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
}

import type Stripe from 'stripe';
import { decimal } from './decimal';
import type { Recurring, SubscriptionItemState } from '../subscription-state';

/** The price Checkout creates from a line item's `price_data` (fixture `price`): inline, so inactive. */
export function renderPrice(
  item: SubscriptionItemState,
  recurring: Recurring,
  currency: string,
  created: number,
): Stripe.Price {
  return {
    id: item.priceId,
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: item.productId,
    recurring: {
      interval: recurring.interval,
      interval_count: recurring.intervalCount,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: item.unitAmount,
    unit_amount_decimal: decimal(item.unitAmount),
  };
}

/** The legacy `plan` Stripe still puts on every subscription item, mirroring its price. */
export function renderPlan(
  item: SubscriptionItemState,
  recurring: Recurring,
  currency: string,
  created: number,
): Stripe.Plan {
  return {
    id: item.priceId,
    object: 'plan',
    active: false,
    amount: item.unitAmount,
    amount_decimal: decimal(item.unitAmount),
    billing_scheme: 'per_unit',
    created,
    currency,
    interval: recurring.interval,
    interval_count: recurring.intervalCount,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: item.productId,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

import type Stripe from 'stripe';
import type { StripeEvent } from './types';

/** What billing sends for a monthly box of 15.00 EUR, as in its subscription checkout. */
export function subscriptionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 1500,
          product_data: { name: 'Monthly box' },
          recurring: { interval: 'month', interval_count: 1 },
        },
      },
    ],
    success_url: 'https://shop.example/return',
    cancel_url: 'https://shop.example/return',
    client_reference_id: 'sub_plan_1',
    metadata: { shopforge_subscription: 'plan_1' },
    subscription_data: { metadata: { shopforge_subscription: 'plan_1', shopforge_shop: 'shop_1' } },
    ...overrides,
  };
}

/** An event's object read as the SDK type it is, as billing's webhook handler reads it. */
export const objectOf = <T>(event: StripeEvent): T => event.data.object as unknown as T;

/** The subscription a subscription-mode session's payment created, by its `checkout.session.completed`. */
export const subscriptionIdOf = (completed: StripeEvent): string =>
  String(objectOf<Stripe.Checkout.Session>(completed).subscription);

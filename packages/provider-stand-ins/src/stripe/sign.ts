import Stripe from 'stripe';
import type { StripeEvent } from './types';

/**
 * The webhook request Stripe would make: the event pretty-printed (as Stripe posts it, so a
 * receiver that re-serialises the parsed JSON instead of verifying the raw bytes fails here as it
 * would in production) and its `Stripe-Signature` from the SDK's own test signer.
 */
export function signEvent(event: StripeEvent, webhookSecret: string): { body: string; header: string } {
  const body = JSON.stringify(event, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
  return { body, header };
}

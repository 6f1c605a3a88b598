import type Stripe from 'stripe';

/** Stripe sends every address field, null when not collected. */
export function address(country: string | null = null): Stripe.Address {
  return { city: null, country, line1: null, line2: null, postal_code: null, state: null };
}

/** The buyer the stand-in pretends paid, when the session named no email. */
export const STAND_IN_BUYER = { email: 'buyer@example.com', name: 'Jenny Rosen', country: 'US' } as const;

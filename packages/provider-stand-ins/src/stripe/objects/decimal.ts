import Stripe from 'stripe';

/**
 * A `*_decimal` field: a string on the wire, which the SDK's types (and its response parsing)
 * read as its Decimal class; Decimal's toJSON writes the string back when the answer is sent.
 */
export const decimal = (amount: number): Stripe.Decimal => Stripe.Decimal.from(String(amount));

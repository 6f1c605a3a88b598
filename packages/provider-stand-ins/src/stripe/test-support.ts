import Stripe from 'stripe';
import { afterEach, beforeEach } from 'vitest';
import { startStripeStandIn } from './server';
import type { StripeStandIn, StripeStandInOptions } from './types';

export const SECRET_KEY = 'sk_test_51StandInKey0000000000';

/** The SDK configured as the billing service configures it, pointed at the stand-in. */
export function clientFor(standIn: StripeStandIn, key = SECRET_KEY): Stripe {
  return new Stripe(key, { host: standIn.host, port: standIn.port, protocol: 'http', maxNetworkRetries: 0 });
}

/** A fresh stand-in and client per test, closed after it. */
export function useStandIn(options?: StripeStandInOptions): { standIn: StripeStandIn; stripe: Stripe } {
  const current = {} as { standIn: StripeStandIn; stripe: Stripe };
  beforeEach(async () => {
    current.standIn = await startStripeStandIn(options);
    current.stripe = clientFor(current.standIn);
  });
  afterEach(() => current.standIn.close());
  return current;
}

/** What the billing service sends for an invoice of 25.00 USD. */
export function sessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 2500, product_data: { name: 'Invoice INV-1' } },
      },
    ],
    success_url: 'https://shop.example/return',
    cancel_url: 'https://shop.example/return',
    client_reference_id: 'inv_1',
    metadata: { shopforge_invoice: 'inv_1', shopforge_attempt: 'att_1' },
    payment_intent_data: { metadata: { shopforge_invoice: 'inv_1' } },
    ...overrides,
  };
}

/** A raw call, for what the typed SDK will not send (missing params, no key) and for headers. */
export async function rawCall(
  standIn: StripeStandIn,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

/** What an SDK call threw, for asserting on Stripe's error classes and fields. */
export async function failureOf(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

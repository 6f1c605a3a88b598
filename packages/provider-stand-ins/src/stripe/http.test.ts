import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn } from './server';
import { SECRET_KEY, clientFor, failureOf, rawCall, sessionParams, useStandIn } from './test-support';

describe('API keys', () => {
  const t = useStandIn();

  it('a request without Authorization is refused with 401 and Stripe’s message', async () => {
    const { status, json } = await rawCall(t.standIn, 'GET', '/v1/charges/ch_x', {
      headers: { Authorization: '' },
    });
    expect(status).toBe(401);
    expect(json.error).toMatchObject({ type: 'invalid_request_error' });
    expect((json.error as { message: string }).message).toMatch(/^You did not provide an API key\./);
  });

  it('with validKeys, any other key is refused as StripeAuthenticationError, its key redacted', async () => {
    const standIn = await startStripeStandIn({ validKeys: [SECRET_KEY] });
    try {
      await clientFor(standIn).checkout.sessions.create(sessionParams());
      const error = await failureOf(
        clientFor(standIn, 'sk_test_wrong_key_9876').checkout.sessions.create(sessionParams()),
      );
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error.statusCode).toBe(401);
      expect(error.message).toBe('Invalid API Key provided: sk_test_**********9876');
    } finally {
      await standIn.close();
    }
  });
});

describe('answers', () => {
  const t = useStandIn();

  it('carry Content-Type JSON, a Request-Id and the request’s Stripe-Version', async () => {
    const { headers } = await rawCall(t.standIn, 'GET', '/v1/charges/ch_x', {
      headers: { 'Stripe-Version': '2024-06-20' },
    });
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('request-id')).toMatch(/^req_[A-Za-z0-9]{14}$/);
    expect(headers.get('stripe-version')).toBe('2024-06-20');
  });

  it('an unknown path is a 404 in Stripe’s error shape', async () => {
    const { status, json } = await rawCall(t.standIn, 'GET', '/v1/customers/cus_1');
    expect(status).toBe(404);
    expect(json).toEqual({
      error: {
        type: 'invalid_request_error',
        message:
          'Unrecognized request URL (GET: /v1/customers/cus_1). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.',
      },
    });
  });

  it('unknown ids on every retrievable kind are 404 resource_missing', async () => {
    const calls = [
      t.stripe.paymentIntents.retrieve('pi_x'),
      t.stripe.charges.retrieve('ch_x'),
      t.stripe.refunds.retrieve('re_x'),
      t.stripe.disputes.retrieve('dp_x'),
      t.stripe.events.retrieve('evt_x'),
    ];
    for (const call of calls)
      expect(await failureOf(call)).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('requests', () => {
  const t = useStandIn();

  it('records method, path, key, parsed params, idempotency key and Stripe-Version of every call', async () => {
    await t.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'shopforge-attempt-att_1' });
    await failureOf(t.stripe.charges.retrieve('ch_x', { expand: ['payment_intent'] }));
    expect(t.standIn.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/checkout/sessions',
        apiKey: SECRET_KEY,
        params: expect.objectContaining({
          mode: 'payment',
          line_items: [
            {
              quantity: '1',
              price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: 'Invoice INV-1' } },
            },
          ],
          metadata: { shopforge_invoice: 'inv_1', shopforge_attempt: 'att_1' },
        }),
        idempotencyKey: 'shopforge-attempt-att_1',
        stripeVersion: Stripe.API_VERSION,
      },
      {
        method: 'GET',
        path: '/v1/charges/ch_x',
        apiKey: SECRET_KEY,
        params: { expand: ['payment_intent'] },
        idempotencyKey: null,
        stripeVersion: Stripe.API_VERSION,
      },
    ]);
  });
});

import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn } from './server';
import { clientFor, failureOf, rawCall, sessionParams, useStandIn } from './test-support';

const now = () => Math.floor(Date.now() / 1000);

describe('POST /v1/checkout/sessions', () => {
  const t = useStandIn();

  it('answers an open, unpaid checkout.session priced from its line items', async () => {
    const session = await t.stripe.checkout.sessions.create(
      sessionParams({
        line_items: [
          { quantity: 2, price_data: { currency: 'EUR', unit_amount: 1250, product_data: { name: 'Mug' } } },
          {
            quantity: 1,
            price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Shipping' } },
          },
        ],
        customer_email: 'buyer@shop.example',
      }),
    );
    expect(session.id).toMatch(/^cs_test_a1[A-Za-z0-9]{56}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 3000,
      amount_subtotal: 3000,
      currency: 'eur',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${t.standIn.url}/c/pay/${session.id}`,
      success_url: 'https://shop.example/return',
      cancel_url: 'https://shop.example/return',
      client_reference_id: 'inv_1',
      metadata: { shopforge_invoice: 'inv_1', shopforge_attempt: 'att_1' },
      customer_email: 'buyer@shop.example',
      customer_details: null,
      payment_intent: null,
      livemode: false,
    });
    expect(Math.abs(session.created - now())).toBeLessThan(5);
    expect(session.expires_at).toBe(session.created + 24 * 3600);
  });

  it('takes an expires_at between 30 minutes and 24 hours away', async () => {
    const expiresAt = now() + 3600;
    const session = await t.stripe.checkout.sessions.create(sessionParams({ expires_at: expiresAt }));
    expect(session.expires_at).toBe(expiresAt);
    const tooSoon = await failureOf(
      t.stripe.checkout.sessions.create(sessionParams({ expires_at: now() + 60 })),
    );
    expect(tooSoon).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooSoon.param).toBe('expires_at');
  });

  it('refuses a missing required param with Stripe’s parameter_missing error naming it', async () => {
    const cases: Array<[string, string]> = [
      ['success_url=https%3A%2F%2Fa.example&line_items[0][quantity]=1', 'mode'],
      ['mode=payment&line_items[0][quantity]=1', 'success_url'],
      ['mode=payment&success_url=https%3A%2F%2Fa.example', 'line_items'],
      [
        'mode=payment&success_url=https%3A%2F%2Fa.example&line_items[0][price_data][currency]=usd' +
          '&line_items[0][price_data][unit_amount]=100&line_items[0][price_data][product_data][name]=A',
        'line_items[0][quantity]',
      ],
    ];
    for (const [body, param] of cases) {
      const { status, json } = await rawCall(t.standIn, 'POST', '/v1/checkout/sessions', { body });
      expect(status).toBe(400);
      expect(json.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: `Missing required param: ${param}.`,
        param,
        doc_url: 'https://stripe.com/docs/error-codes/parameter-missing',
      });
    }
  });

  it('refuses invalid values through the SDK as StripeInvalidRequestError with the param', async () => {
    const badAmount = sessionParams({
      line_items: [
        { quantity: 0, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'A' } } },
      ],
    });
    expect((await failureOf(t.stripe.checkout.sessions.create(badAmount))).param).toBe(
      'line_items[0][quantity]',
    );
    const badUrl = sessionParams({ success_url: 'not a url' });
    expect((await failureOf(t.stripe.checkout.sessions.create(badUrl))).code).toBe('url_invalid');
    const badEmail = sessionParams({ customer_email: 'nobody' });
    expect((await failureOf(t.stripe.checkout.sessions.create(badEmail))).code).toBe('email_invalid');
    const tooSmall = sessionParams({
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 10, product_data: { name: 'A' } } },
      ],
    });
    expect((await failureOf(t.stripe.checkout.sessions.create(tooSmall))).message).toContain(
      'at least $0.50 usd',
    );
  });

  it('refuses a price id, as the stand-in keeps no Price objects', async () => {
    const error = await failureOf(
      t.stripe.checkout.sessions.create(sessionParams({ line_items: [{ price: 'price_123', quantity: 1 }] })),
    );
    expect(error).toMatchObject({ code: 'resource_missing', param: 'line_items[0][price]' });
  });

  it('refuses mode setup, which the stand-in does not cover', async () => {
    const error = await failureOf(t.stripe.checkout.sessions.create(sessionParams({ mode: 'setup' })));
    expect(error).toMatchObject({ type: 'StripeInvalidRequestError', param: 'mode' });
  });
});

describe('GET /v1/checkout/sessions/:id', () => {
  const t = useStandIn();

  it('answers the session in its current state', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(created.id);
    const session = await t.stripe.checkout.sessions.retrieve(created.id);
    expect(session).toMatchObject({ id: created.id, status: 'complete', payment_status: 'paid', url: null });
    expect(session.payment_intent).toMatch(/^pi_/);
    expect(session.customer_details?.email).toBe('buyer@example.com');
  });

  it('answers 404 resource_missing for an unknown session', async () => {
    const error = await failureOf(t.stripe.checkout.sessions.retrieve('cs_test_unknown'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such checkout.session: 'cs_test_unknown'",
    });
  });

  it('expands payment_intent and its latest_charge on request', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(created.id);
    const session = await t.stripe.checkout.sessions.retrieve(created.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const intent = session.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded' });
    expect(intent.latest_charge).toMatchObject({ object: 'charge', paid: true, payment_intent: intent.id });
    const error = await failureOf(t.stripe.checkout.sessions.retrieve(created.id, { expand: ['customer'] }));
    expect(error.message).toBe('This property cannot be expanded (customer).');
  });
});

describe('POST /v1/checkout/sessions/:id/expire', () => {
  const t = useStandIn();

  it('expires an open session and refuses any other', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const expired = await t.stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    const again = await failureOf(t.stripe.checkout.sessions.expire(created.id));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    // The webhook that call makes Stripe send:
    expect(t.standIn.expire(created.id).type).toBe('checkout.session.expired');
  });
});

describe('publicUrl option', () => {
  it('is the base of session.url', async () => {
    const standIn = await startStripeStandIn({ publicUrl: 'http://stripe.test:9000/' });
    try {
      const session = await clientFor(standIn).checkout.sessions.create(sessionParams());
      expect(session.url).toBe(`http://stripe.test:9000/c/pay/${session.id}`);
    } finally {
      await standIn.close();
    }
  });
});

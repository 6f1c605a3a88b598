import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { failureOf, sessionParams, useStandIn } from './test-support';

describe('POST /v1/refunds', () => {
  const t = useStandIn();

  /** A paid 25.00 USD session and its payment intent id. */
  async function paidSession(): Promise<{ sessionId: string; intentId: string }> {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    const event = t.standIn.pay(session.id);
    return { sessionId: session.id, intentId: String(event.data.object.payment_intent) };
  }

  it('refunds part, then by default the rest, and the charge counts both', async () => {
    const { intentId } = await paidSession();
    const first = await t.stripe.refunds.create({
      payment_intent: intentId,
      amount: 1000,
      reason: 'requested_by_customer',
      metadata: { shopforge_refund: 'rf_1' },
    });
    expect(first.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    expect(first).toMatchObject({
      object: 'refund',
      amount: 1000,
      currency: 'usd',
      payment_intent: intentId,
      status: 'succeeded',
      reason: 'requested_by_customer',
      metadata: { shopforge_refund: 'rf_1' },
    });
    const intent = await t.stripe.paymentIntents.retrieve(intentId);
    expect(first.charge).toBe(intent.latest_charge);
    expect(await t.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({
      amount: 2500,
      amount_refunded: 1000,
      refunded: false,
    });

    const rest = await t.stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(1500);
    expect(await t.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({
      amount_refunded: 2500,
      refunded: true,
    });
  });

  it('refunds by charge id as well', async () => {
    const { intentId } = await paidSession();
    const intent = await t.stripe.paymentIntents.retrieve(intentId);
    const refund = await t.stripe.refunds.create({ charge: String(intent.latest_charge), amount: 100 });
    expect(refund.payment_intent).toBe(intentId);
  });

  it('refuses more than the unrefunded amount as amount_too_large', async () => {
    const { intentId } = await paidSession();
    await t.stripe.refunds.create({ payment_intent: intentId, amount: 2000 });
    const error = await failureOf(t.stripe.refunds.create({ payment_intent: intentId, amount: 600 }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($6.00) is greater than unrefunded amount on charge ($5.00)',
    });
  });

  it('refuses a fully refunded charge as charge_already_refunded', async () => {
    const { intentId } = await paidSession();
    await t.stripe.refunds.create({ payment_intent: intentId });
    const error = await failureOf(t.stripe.refunds.create({ payment_intent: intentId, amount: 1 }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.code).toBe('charge_already_refunded');
  });

  it('refuses an unknown payment intent as resource_missing on the param', async () => {
    const error = await failureOf(t.stripe.refunds.create({ payment_intent: 'pi_unknown' }));
    expect(error).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'payment_intent' });
  });

  it('refuses a payment that has not succeeded', async () => {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    const event = t.standIn.pay(session.id, { async: true });
    const error = await failureOf(
      t.stripe.refunds.create({ payment_intent: String(event.data.object.payment_intent) }),
    );
    expect(error.message).toContain('does not have a successful charge to refund');
  });

  it('refuses a disputed charge as charge_disputed until the dispute is won', async () => {
    const { sessionId, intentId } = await paidSession();
    t.standIn.dispute(sessionId, 'create');
    expect((await failureOf(t.stripe.refunds.create({ payment_intent: intentId }))).code).toBe(
      'charge_disputed',
    );
    t.standIn.dispute(sessionId, 'won');
    expect((await t.stripe.refunds.create({ payment_intent: intentId })).amount).toBe(2500);
  });

  it('refuses an amount that is no positive integer before looking at the charge', async () => {
    const { intentId } = await paidSession();
    const error = await failureOf(t.stripe.refunds.create({ payment_intent: intentId, amount: 0 }));
    expect(error).toMatchObject({ param: 'amount', statusCode: 400 });
  });
});

describe('chargeRefunded()', () => {
  const t = useStandIn();

  it('is the charge.refunded event for the charge as it stands, naming the refund request', async () => {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    const intentId = String(t.standIn.pay(session.id).data.object.payment_intent);
    await t.stripe.refunds.create({ payment_intent: intentId, amount: 500 });
    const second = await t.stripe.refunds.create(
      { payment_intent: intentId, amount: 700 },
      { idempotencyKey: 'shopforge-refund-rf_2' },
    );

    const event = t.standIn.chargeRefunded(session.id);
    expect(event).toMatchObject({
      object: 'event',
      type: 'charge.refunded',
      request: { id: second.lastResponse.requestId, idempotency_key: 'shopforge-refund-rf_2' },
    });
    const charge = event.data.object as unknown as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      amount_refunded: 1200,
      refunded: false,
      payment_intent: intentId,
    });
    expect(charge.refunds?.data.map((refund) => refund.amount)).toEqual([700, 500]);
  });

  it('throws for a charge without refunds', async () => {
    const session = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(session.id);
    expect(() => t.standIn.chargeRefunded(session.id)).toThrow(/no refund/);
  });
});

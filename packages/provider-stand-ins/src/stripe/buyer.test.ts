import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { sessionParams, useStandIn } from './test-support';

const sessionOf = (event: { data: { object: Record<string, unknown> } }) =>
  event.data.object as unknown as Stripe.Checkout.Session;

describe('pay()', () => {
  const t = useStandIn();

  it('completes the session and answers the full checkout.session.completed event', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const event = t.standIn.pay(created.id);
    expect(event.id).toMatch(/^evt_[A-Za-z0-9]{24}$/);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    expect(Math.abs(Number(event.created) - Date.now() / 1000)).toBeLessThan(5);
    expect(sessionOf(event)).toMatchObject({
      id: created.id,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2500,
      metadata: { shopforge_invoice: 'inv_1', shopforge_attempt: 'att_1' },
    });
  });

  it('creates a succeeded payment intent (with payment_intent_data metadata) and its paid charge', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const intentId = String(sessionOf(t.standIn.pay(created.id)).payment_intent);
    expect(intentId).toMatch(/^pi_/);
    const intent = await t.stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 2500,
      amount_received: 2500,
      currency: 'usd',
      status: 'succeeded',
      metadata: { shopforge_invoice: 'inv_1' },
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    const charge = await t.stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 2500,
      amount_captured: 2500,
      amount_refunded: 0,
      refunded: false,
      currency: 'usd',
      paid: true,
      status: 'succeeded',
      disputed: false,
      payment_intent: intentId,
    });
    // Stripe sends a charge's refunds only when expanded (since API version 2022-11-15).
    expect(charge.refunds).toBeUndefined();
  });

  it('snapshots the session: a later change does not show in an event already returned', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const completed = t.standIn.pay(created.id, { async: true });
    t.standIn.settleAsync(created.id, 'succeeded');
    expect(sessionOf(completed).payment_status).toBe('unpaid');
  });

  it('keeps the event for GET /v1/events/:id', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const completed = t.standIn.pay(created.id);
    expect(await t.stripe.events.retrieve(completed.id)).toEqual(expect.objectContaining(completed));
  });

  it('throws for an unknown session and for one that is no longer open', async () => {
    expect(() => t.standIn.pay('cs_test_unknown')).toThrow(/no checkout session/);
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(created.id);
    expect(() => t.standIn.pay(created.id)).toThrow(/is complete, not open/);
  });
});

describe('pay({ async: true }) and settleAsync()', () => {
  const t = useStandIn();

  it('completes unpaid, then async_payment_succeeded marks the session paid', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const completed = t.standIn.pay(created.id, { async: true });
    expect(completed.type).toBe('checkout.session.completed');
    expect(sessionOf(completed)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intentId = String(sessionOf(completed).payment_intent);
    expect(await t.stripe.paymentIntents.retrieve(intentId)).toMatchObject({ status: 'processing' });

    const settled = t.standIn.settleAsync(created.id, 'succeeded');
    expect(settled.type).toBe('checkout.session.async_payment_succeeded');
    expect(sessionOf(settled)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await t.stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 2500 });
    expect(await t.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({
      status: 'succeeded',
    });
  });

  it('async_payment_failed leaves the session unpaid and the charge failed', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const intentId = String(sessionOf(t.standIn.pay(created.id, { async: true })).payment_intent);
    const failed = t.standIn.settleAsync(created.id, 'failed');
    expect(failed.type).toBe('checkout.session.async_payment_failed');
    expect(sessionOf(failed)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intent = await t.stripe.paymentIntents.retrieve(intentId);
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.code).toBe('insufficient_funds');
    expect(await t.stripe.charges.retrieve(String(intent.latest_charge))).toMatchObject({
      status: 'failed',
      paid: false,
    });
  });

  it('settling throws when there is no delayed payment', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(created.id);
    expect(() => t.standIn.settleAsync(created.id, 'succeeded')).toThrow(/no delayed payment/);
  });
});

describe('expire()', () => {
  const t = useStandIn();

  it('answers checkout.session.expired for an open session and closes it to payment', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    const event = t.standIn.expire(created.id);
    expect(event.type).toBe('checkout.session.expired');
    expect(sessionOf(event)).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    expect((await t.stripe.checkout.sessions.retrieve(created.id)).status).toBe('expired');
    expect(() => t.standIn.pay(created.id)).toThrow(/is expired, not open/);
  });

  it('throws for a paid session', async () => {
    const created = await t.stripe.checkout.sessions.create(sessionParams());
    t.standIn.pay(created.id);
    expect(() => t.standIn.expire(created.id)).toThrow(/is complete, not open/);
  });
});

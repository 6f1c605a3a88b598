import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn } from './server';
import { objectOf, subscriptionIdOf, subscriptionParams } from './subscription-test-support';
import { clientFor, failureOf, useStandIn } from './test-support';

describe('renewals', () => {
  const t = useStandIn();
  const subscribed = async () => {
    const created = await t.stripe.checkout.sessions.create(subscriptionParams());
    return subscriptionIdOf(t.standIn.pay(created.id));
  };

  it('renewSubscription bills the next period: invoice.paid, subscription_cycle, period advanced', async () => {
    const subId = await subscribed();
    const first = (await t.stripe.subscriptions.retrieve(subId)).items.data[0];
    const event = t.standIn.renewSubscription(subId);
    expect(event.type).toBe('invoice.paid');
    const invoice = objectOf<Stripe.Invoice>(event);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_paid: 1500,
      parent: { subscription_details: { subscription: subId } },
      period_start: first?.current_period_start,
      period_end: first?.current_period_end,
    });
    expect(invoice.lines.data[0]?.period.start).toBe(first?.current_period_end);
    const sub = await t.stripe.subscriptions.retrieve(subId);
    expect(sub.latest_invoice).toBe(invoice.id);
    expect(sub.items.data[0]?.current_period_start).toBe(first?.current_period_end);
    expect(sub.items.data[0]?.current_period_end).toBe(invoice.lines.data[0]?.period.end);
    expect(sub.items.data[0]?.current_period_end).toBeGreaterThan(Number(first?.current_period_end));
    const next = objectOf<Stripe.Invoice>(t.standIn.renewSubscription(subId));
    expect(next.id).not.toBe(invoice.id);
    expect(next.lines.data[0]?.period.start).toBe(invoice.lines.data[0]?.period.end);
    expect(await t.stripe.invoices.retrieve(invoice.id)).toMatchObject({ id: invoice.id, status: 'paid' });
  });

  it('an invoice’s payments, expanded, name the payment intent that paid it; unexpanded they are absent', async () => {
    const subId = await subscribed();
    const invoice = objectOf<Stripe.Invoice>(t.standIn.renewSubscription(subId));
    expect(invoice.payments).toBeUndefined();
    const expanded = await t.stripe.invoices.retrieve(invoice.id ?? '', { expand: ['payments'] });
    const [payment] = expanded.payments?.data ?? [];
    expect(payment).toMatchObject({ object: 'invoice_payment', status: 'paid', amount_paid: 1500 });
    const intent = String(payment?.payment.payment_intent);
    expect(intent).toMatch(/^pi_/);
    expect(await t.stripe.paymentIntents.retrieve(intent)).toMatchObject({
      amount: 1500,
      status: 'succeeded',
    });
  });

  it('failRenewal leaves the invoice open and the subscription past_due; a retry pays the same invoice', async () => {
    const subId = await subscribed();
    const failed = t.standIn.failRenewal(subId);
    expect(failed.type).toBe('invoice.payment_failed');
    const open = objectOf<Stripe.Invoice>(failed);
    expect(open).toMatchObject({ status: 'open', attempt_count: 1, amount_paid: 0, amount_remaining: 1500 });
    expect((await t.stripe.subscriptions.retrieve(subId)).status).toBe('past_due');
    const retried = objectOf<Stripe.Invoice>(t.standIn.renewSubscription(subId));
    expect(retried).toMatchObject({
      id: open.id,
      status: 'paid',
      attempt_count: 2,
      billing_reason: 'subscription_cycle',
    });
    expect((await t.stripe.subscriptions.retrieve(subId)).status).toBe('active');
  });

  it('endSubscription after failed renewals: canceled for payment_failed, customer.subscription.deleted', async () => {
    const subId = await subscribed();
    t.standIn.failRenewal(subId);
    const ended = t.standIn.endSubscription(subId);
    expect(ended.type).toBe('customer.subscription.deleted');
    const sub = objectOf<Stripe.Subscription>(ended);
    expect(sub).toMatchObject({
      id: subId,
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
    expect(sub.ended_at).toEqual(expect.any(Number));
    expect(() => t.standIn.renewSubscription(subId)).toThrow(/canceled/);
    expect(() => t.standIn.endSubscription(subId)).toThrow(/already canceled/);
  });
});

describe('subscriptions API', () => {
  const t = useStandIn();
  const subscribed = async () => {
    const created = await t.stripe.checkout.sessions.create(subscriptionParams());
    return subscriptionIdOf(t.standIn.pay(created.id));
  };

  it('cancel ends it at once; a second cancel is Stripe’s 404 No such subscription', async () => {
    const subId = await subscribed();
    const canceled = await t.stripe.subscriptions.cancel(subId);
    expect(canceled).toMatchObject({
      id: subId,
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    expect(canceled.ended_at).toEqual(expect.any(Number));
    const again = await failureOf(t.stripe.subscriptions.cancel(subId));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: `No such subscription: '${subId}'`,
    });
    expect((await t.stripe.subscriptions.retrieve(subId)).status).toBe('canceled');
    const event = t.standIn.subscriptionEvent(subId, 'customer.subscription.deleted');
    expect(objectOf<Stripe.Subscription>(event).status).toBe('canceled');
    const update = await failureOf(t.stripe.subscriptions.update(subId, { cancel_at_period_end: true }));
    expect(update).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('canceled subscription'),
    });
  });

  it('cancel_at_period_end schedules the end at the period end and can be called off', async () => {
    const subId = await subscribed();
    const scheduled = await t.stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(scheduled.cancel_at).toBe(scheduled.items.data[0]?.current_period_end);
    expect(scheduled.canceled_at).toEqual(expect.any(Number));
    const updated = t.standIn.subscriptionEvent(subId, 'customer.subscription.updated');
    expect(objectOf<Stripe.Subscription>(updated).cancel_at_period_end).toBe(true);
    expect(() => t.standIn.renewSubscription(subId)).toThrow(/cancels at period end/);
    const resumed = await t.stripe.subscriptions.update(subId, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    expect(() => t.standIn.subscriptionEvent(subId, 'customer.subscription.deleted')).toThrow(/not canceled/);
  });

  it('answers 404 resource_missing for unknown ids and for another key’s objects', async () => {
    const unknown = await failureOf(t.stripe.subscriptions.retrieve('sub_unknown'));
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    expect((await failureOf(t.stripe.invoices.retrieve('in_unknown'))).statusCode).toBe(404);
    const created = await t.stripe.checkout.sessions.create(subscriptionParams());
    const session = objectOf<Stripe.Checkout.Session>(t.standIn.pay(created.id));
    const other = clientFor(t.standIn, 'sk_test_otherAccount');
    expect((await failureOf(other.subscriptions.retrieve(String(session.subscription)))).statusCode).toBe(
      404,
    );
    expect((await failureOf(other.subscriptions.cancel(String(session.subscription)))).statusCode).toBe(404);
    expect((await failureOf(other.invoices.retrieve(String(session.invoice)))).statusCode).toBe(404);
  });
});

describe('subscriptions and the unchanged payment mode', () => {
  it('a payment-mode session still has no customer, subscription or invoice', async () => {
    const standIn = await startStripeStandIn();
    try {
      const stripe = clientFor(standIn);
      const created = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 900, product_data: { name: 'A' } } },
        ],
        success_url: 'https://shop.example/return',
      });
      const session = objectOf<Stripe.Checkout.Session>(standIn.pay(created.id));
      expect(session).toMatchObject({ mode: 'payment', customer: null, subscription: null, invoice: null });
      expect(session.payment_intent).toMatch(/^pi_/);
      expect(session.invoice_creation?.enabled).toBe(false);
    } finally {
      await standIn.close();
    }
  });
});

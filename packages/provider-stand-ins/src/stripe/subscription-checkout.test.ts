import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { periodStart } from './billing-cycle';
import { subscriptionParams } from './subscription-test-support';
import { failureOf, rawCall, useStandIn } from './test-support';

describe('Checkout in mode subscription', () => {
  const t = useStandIn();

  it('creates an open session with no subscription, invoice or payment intent yet', async () => {
    const session = await t.stripe.checkout.sessions.create(
      subscriptionParams({
        line_items: [
          {
            quantity: 2,
            price_data: {
              currency: 'eur',
              unit_amount: 1500,
              product_data: { name: 'Box' },
              recurring: { interval: 'month' },
            },
          },
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: 300,
              product_data: { name: 'Card' },
              recurring: { interval: 'month', interval_count: 1 },
            },
          },
        ],
      }),
    );
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 3300,
      payment_intent: null,
      subscription: null,
      invoice: null,
      customer: null,
    });
  });

  it('paying creates customer, active subscription and paid first invoice, read through the SDK', async () => {
    const created = await t.stripe.checkout.sessions.create(
      subscriptionParams({ customer_email: 'ann@shop.example' }),
    );
    const completed = t.standIn.pay(created.id);
    expect(completed.type).toBe('checkout.session.completed');
    const session = await t.stripe.checkout.sessions.retrieve(created.id);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: null });
    expect(session.subscription).toMatch(/^sub_/);
    expect(session.invoice).toMatch(/^in_/);
    expect(session.customer).toMatch(/^cus_/);
    expect(completed.data.object).toMatchObject({
      subscription: session.subscription,
      invoice: session.invoice,
    });

    const sub = await t.stripe.subscriptions.retrieve(String(session.subscription));
    expect(sub).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: session.customer,
      currency: 'eur',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      latest_invoice: session.invoice,
      metadata: { shopforge_subscription: 'plan_1', shopforge_shop: 'shop_1' },
    });
    expect(sub.billing_cycle_anchor).toBe(sub.start_date);
    const [item] = sub.items.data;
    const monthly = { interval: 'month', intervalCount: 1 } as const;
    expect(item).toMatchObject({
      object: 'subscription_item',
      quantity: 1,
      subscription: sub.id,
      current_period_start: sub.start_date,
      current_period_end: periodStart(sub.start_date, monthly, 1),
      price: { unit_amount: 1500, currency: 'eur', recurring: { interval: 'month', interval_count: 1 } },
    });
    // The SDK parses *_decimal fields into its Decimal class.
    expect(String(item?.price.unit_amount_decimal)).toBe('1500');

    const invoice = await t.stripe.invoices.retrieve(String(session.invoice));
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_due: 1500,
      amount_paid: 1500,
      amount_remaining: 0,
      currency: 'eur',
      customer: session.customer,
      customer_email: 'ann@shop.example',
      attempt_count: 1,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    });
    expect(invoice.lines.data[0]?.period).toEqual({
      start: item?.current_period_start,
      end: item?.current_period_end,
    });
  });

  it('expands the session’s subscription and invoice, and the subscription’s latest_invoice', async () => {
    const created = await t.stripe.checkout.sessions.create(subscriptionParams());
    t.standIn.pay(created.id);
    const session = await t.stripe.checkout.sessions.retrieve(created.id, {
      expand: ['subscription.latest_invoice', 'invoice'],
    });
    const sub = session.subscription as Stripe.Subscription;
    expect(sub.object).toBe('subscription');
    expect((sub.latest_invoice as Stripe.Invoice).object).toBe('invoice');
    expect((session.invoice as Stripe.Invoice).id).toBe((sub.latest_invoice as Stripe.Invoice).id);
  });

  it('keeps refunds and disputes of the first payment working by session id', async () => {
    const created = await t.stripe.checkout.sessions.create(subscriptionParams());
    t.standIn.pay(created.id);
    const refund = t.standIn.refundInDashboard(created.id, 500);
    expect(refund.data.object).toMatchObject({ amount: 500, currency: 'eur', status: 'succeeded' });
    const intent = await t.stripe.paymentIntents.retrieve(String(refund.data.object.payment_intent));
    expect(intent).toMatchObject({ amount: 1500, status: 'succeeded' });
    expect(intent.customer).toMatch(/^cus_/);
    expect(t.standIn.dispute(created.id, 'create').type).toBe('charge.dispute.created');
  });

  it('the hosted page’s pay button completes it too', async () => {
    const created = await t.stripe.checkout.sessions.create(subscriptionParams());
    const response = await fetch(`${t.standIn.url}/c/pay/${created.id}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const session = await t.stripe.checkout.sessions.retrieve(created.id);
    expect(session.subscription).toMatch(/^sub_/);
  });
});

describe('Checkout subscription params', () => {
  const t = useStandIn();
  const item = (recurring?: Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring) => ({
    quantity: 1,
    price_data: {
      currency: 'eur',
      unit_amount: 1500,
      product_data: { name: 'Box' },
      ...(recurring ? { recurring } : {}),
    },
  });

  it('refuses a line item without recurring, naming the param', async () => {
    const error = await failureOf(
      t.stripe.checkout.sessions.create(subscriptionParams({ line_items: [item()] })),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][recurring]' });
  });

  it('refuses a bad interval, a count over a year, and mixed periods', async () => {
    const body =
      'mode=subscription&success_url=https%3A%2F%2Fa.example&line_items[0][quantity]=1' +
      '&line_items[0][price_data][currency]=eur&line_items[0][price_data][unit_amount]=900' +
      '&line_items[0][price_data][product_data][name]=A&line_items[0][price_data][recurring][interval]=fortnight';
    const { status, json } = await rawCall(t.standIn, 'POST', '/v1/checkout/sessions', { body });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ param: 'line_items[0][price_data][recurring][interval]' });
    const tooLong = await failureOf(
      t.stripe.checkout.sessions.create(
        subscriptionParams({ line_items: [item({ interval: 'month', interval_count: 13 })] }),
      ),
    );
    expect(tooLong.param).toBe('line_items[0][price_data][recurring][interval_count]');
    const mixed = await failureOf(
      t.stripe.checkout.sessions.create(
        subscriptionParams({ line_items: [item({ interval: 'month' }), item({ interval: 'year' })] }),
      ),
    );
    expect(mixed.param).toBe('line_items');
  });

  it('refuses payment_intent_data in subscription mode, and subscription data or recurring prices in payment mode', async () => {
    const intentData = await failureOf(
      t.stripe.checkout.sessions.create(
        subscriptionParams({ payment_intent_data: { metadata: { a: 'b' } } }),
      ),
    );
    expect(intentData).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'payment_intent_data',
    });
    const subData = await failureOf(
      t.stripe.checkout.sessions.create(subscriptionParams({ mode: 'payment', line_items: [item()] })),
    );
    expect(subData.param).toBe('subscription_data');
    const recurringInPayment = await failureOf(
      t.stripe.checkout.sessions.create(
        subscriptionParams({
          mode: 'payment',
          subscription_data: undefined,
          line_items: [item({ interval: 'month' })],
        }),
      ),
    );
    expect(recurringInPayment.param).toBe('line_items[0][price_data][recurring]');
  });
});

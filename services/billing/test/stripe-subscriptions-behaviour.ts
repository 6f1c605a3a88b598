import type { Principal } from '@shopforge/contracts';
import { type StripeEvent, type StripeStandIn, startStripeStandIn } from '@shopforge/provider-stand-ins';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/workers/sweeper';
import { type BillingHarness, failure, openBillingHarness, outbox, SHOP_A } from './harness';
import { payAtCheckout } from './orders-behaviour';

const SECRET_KEY = 'sk_test_51ShopforgeSubscriptions00';
const WEBHOOK_SECRET = 'whsec_ShopforgeSubscriptions000';
const DAY = 86_400_000;

/**
 * Subscriptions Stripe bills itself: the first payment starts a Stripe subscription through
 * Checkout, Stripe's renewals become paid renewal invoices, its failures and its end reach the
 * subscription, and cancelling here cancels there (docs/subscriptions.md).
 */
export function describeStripeSubscriptions(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`Stripe-billed subscriptions on ${backend}`, () => {
    let stripe: StripeStandIn;
    let h: BillingHarness;
    const merchant: () => Principal = () => testPrincipal(SHOP_A);
    beforeAll(async () => {
      stripe = await startStripeStandIn({ validKeys: [SECRET_KEY] });
    });
    afterAll(async () => {
      await stripe.close();
    });
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog, { stripeApiUrl: stripe.url });
      await h
        .billing(merchant())
        .paymentProviders.connectStripe({ secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET });
    });
    afterEach(async () => {
      await h.close();
    });

    const deliver = (event: StripeEvent) => {
      const { body, header } = stripe.sign(event, WEBHOOK_SECRET);
      return h.billing(null).providerWebhooks.receive({
        provider: 'stripe',
        account: SHOP_A,
        body,
        signature_headers: { 'stripe-signature': header },
      });
    };
    const get = (id: string) => h.billing(merchant()).subscriptions.get({ id });
    const eventTypes = async () => (await outbox(h)).map((event) => event.type);
    async function advance(ms: number) {
      h.clock.advance(ms);
      for (let pass = 0; pass < 10 && (await sweepOnce(h.deps)) > 0; pass++);
    }

    /** A monthly plan ordered with STRIPE forced, its Checkout paid; the subscription as it then is. */
    async function subscribeAtStripe(extra: Record<string, unknown> = {}) {
      const product = await h.catalog(merchant()).products.create({
        title: 'Pro plan',
        price: 15,
        type: 'SERVICE',
        service_text: 'Welcome to Pro',
        subtype: 'RECURRING',
        recurring_interval: 'MONTH',
        recurring_interval_count: 1,
        ...extra,
      });
      const order = await h.billing(merchant()).orders.create({
        customer_email: 'member@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
        gateway: 'STRIPE',
      });
      const session = order.session_id ?? '';
      const created = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions');
      await deliver(stripe.pay(session));
      const [sub] = (await h.billing(merchant()).subscriptions.list({ limit: 10 })).data;
      if (!sub) throw new Error('no subscription');
      return { order, sub, created };
    }

    it('an order of a plain recurring plan starts a Stripe subscription at Checkout and mirrors its id', async () => {
      const { order, sub, created } = await subscribeAtStripe();
      expect(created?.params).toMatchObject({
        mode: 'subscription',
        line_items: [
          { price_data: { unit_amount: '1500', recurring: { interval: 'month', interval_count: '1' } } },
        ],
        subscription_data: { metadata: { shopforge_subscription: sub.id } },
      });
      expect(created?.params).not.toHaveProperty('payment_intent_data');
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('COMPLETED');
      expect(sub).toMatchObject({
        status: 'ACTIVE',
        gateway: 'STRIPE',
        stripe_subscription_id: expect.stringMatching(/^sub_/),
        paypal_subscription_id: null,
      });
    });

    it('Stripe bills the periods: no renewal invoice is made here; its renewal pays one, once', async () => {
      const { sub } = await subscribeAtStripe();
      await advance(29 * DAY);
      expect((await get(sub.id)).invoices).toHaveLength(1);
      const renewed = stripe.renewSubscription(sub.stripe_subscription_id ?? '');
      expect(await deliver(renewed)).toEqual({ received: true, duplicate: false });
      expect(await deliver(renewed)).toEqual({ received: true, duplicate: true });
      const after = await get(sub.id);
      expect(after.invoices).toHaveLength(2);
      expect(after.current_period_start).toBe(sub.current_period_end);
      expect(after.status).toBe('ACTIVE');
      const renewal = await h.billing(merchant()).invoices.get({ uniqid: after.invoices[1] as string });
      expect(renewal).toMatchObject({
        status: 'COMPLETED',
        gateway: 'STRIPE',
        origin: 'SUBSCRIPTION',
        total: 15,
      });
      expect((await eventTypes()).filter((type) => type === 'subscription:renewed')).toHaveLength(1);
    });

    it('a renewal Stripe charged is refunded through its invoice’s payment', async () => {
      const { sub } = await subscribeAtStripe();
      await deliver(stripe.renewSubscription(sub.stripe_subscription_id ?? ''));
      const renewal = (await get(sub.id)).invoices[1] as string;
      const { id } = await h.billing(merchant()).invoices.get({ uniqid: renewal });
      const refunded = await h.billing(merchant()).orders.refund({ id, amount: 5 });
      expect(refunded.status).toBe('PARTIAL_REFUND');
      const call = stripe.requests.findLast((request) => request.path === '/v1/refunds');
      expect(call?.params).toMatchObject({ amount: '500', payment_intent: expect.stringMatching(/^pi_/) });
    });

    it('a failed renewal is noted on the subscription; Stripe ending it cancels it here', async () => {
      const { sub } = await subscribeAtStripe();
      const ref = sub.stripe_subscription_id ?? '';
      await deliver(stripe.failRenewal(ref));
      const failing = await get(sub.id);
      expect(failing.status).toBe('ACTIVE');
      expect(failing.status_details).toContain('could not charge the renewal');
      await deliver(stripe.endSubscription(ref));
      expect(await get(sub.id)).toMatchObject({ status: 'CANCELLED', canceled_at: expect.any(Number) });
      expect(await eventTypes()).toContain('subscription:cancelled');
    });

    it('cancelling here cancels at Stripe first, now or at the period end; pausing is refused', async () => {
      const first = await subscribeAtStripe();
      const paused = await failure(h.billing(merchant()).subscriptions.pause({ id: first.sub.id }));
      expect(paused.message).toContain('billed by stripe');
      await h.billing(merchant()).subscriptions.cancel({ id: first.sub.id, at_period_end: true });
      const update = stripe.requests.findLast(
        (request) => request.path === `/v1/subscriptions/${first.sub.stripe_subscription_id}`,
      );
      expect(update).toMatchObject({ method: 'POST', params: { cancel_at_period_end: 'true' } });
      expect(await get(first.sub.id)).toMatchObject({ status: 'ACTIVE', cancel_at_period_end: true });

      await h.billing(merchant()).subscriptions.cancel({ id: first.sub.id });
      const cancel = stripe.requests.findLast(
        (request) => request.path === `/v1/subscriptions/${first.sub.stripe_subscription_id}`,
      );
      expect(cancel?.method).toBe('DELETE');
      expect((await get(first.sub.id)).status).toBe('CANCELLED');
      // Stripe's own event for it then changes nothing.
      const ended = stripe.subscriptionEvent(
        first.sub.stripe_subscription_id ?? '',
        'customer.subscription.deleted',
      );
      expect(await deliver(ended)).toEqual({ received: true, duplicate: false });
      expect((await eventTypes()).filter((type) => type === 'subscription:cancelled')).toHaveLength(1);
    });

    it('Stripe refusing the cancel answers PAYMENT_PROVIDER_ERROR and the subscription stays', async () => {
      const { sub } = await subscribeAtStripe();
      stripe.failNext(3, { status: 500, type: 'api_error', message: 'Something went wrong' });
      const refused = await failure(h.billing(merchant()).subscriptions.cancel({ id: sub.id }));
      expect(refused.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect((await get(sub.id)).status).toBe('ACTIVE');
    });

    it('a Stripe subscription paid after the invoice was paid otherwise is refunded and stopped at Stripe', async () => {
      const product = await h.catalog(merchant()).products.create({
        title: 'Pro plan',
        price: 15,
        type: 'SERVICE',
        service_text: 'Welcome to Pro',
        subtype: 'RECURRING',
        recurring_interval: 'MONTH',
        recurring_interval_count: 1,
      });
      const order = await h.billing(merchant()).orders.create({
        customer_email: 'member@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
      const started = await h.billing(null).checkout.start({ uniqid: order.uniqid, gateway: 'STRIPE' });
      const session = started.redirect_url.split('/').pop() ?? '';
      await payAtCheckout(h, order.uniqid);
      const completed = stripe.pay(session);
      await deliver(completed);
      const subscriptionRef = String((completed.data.object as { subscription: unknown }).subscription);
      const stopped = stripe.requests.findLast(
        (request) => request.path === `/v1/subscriptions/${subscriptionRef}`,
      );
      expect(stopped?.method).toBe('DELETE');
      expect(stripe.requests.some((request) => request.path === '/v1/refunds')).toBe(true);
      const [sub] = (await h.billing(merchant()).subscriptions.list({ limit: 10 })).data;
      expect(sub).toMatchObject({ status: 'ACTIVE', stripe_subscription_id: null });
    });

    it('a first order that charges more than the period (a one-off line beside the plan) stays billed by Shopforge', async () => {
      const plan = await h.catalog(merchant()).products.create({
        title: 'Weekly plan',
        price: 15,
        type: 'SERVICE',
        service_text: 'Welcome',
        subtype: 'RECURRING',
        recurring_interval: 'WEEK',
        recurring_interval_count: 1,
      });
      const setup = await h.catalog(merchant()).products.create({
        title: 'Set-up fee',
        price: 5,
        type: 'SERVICE',
        service_text: 'Set up',
      });
      const order = await h.billing(merchant()).orders.create({
        customer_email: 'member@example.com',
        items: [
          { product_id: plan.id, quantity: 1 },
          { product_id: setup.id, quantity: 1 },
        ],
        gateway: 'STRIPE',
      });
      const created = stripe.requests.findLast((request) => request.path === '/v1/checkout/sessions');
      expect(created?.params).toMatchObject({
        mode: 'payment',
        line_items: [{ price_data: { unit_amount: '2000' } }],
      });
      await deliver(stripe.pay(order.session_id ?? ''));
      const [sub] = (await h.billing(merchant()).subscriptions.list({ limit: 10 })).data;
      expect(sub).toMatchObject({ status: 'ACTIVE', stripe_subscription_id: null });
      await advance(5 * DAY);
      expect((await get(sub?.id ?? '')).invoices).toHaveLength(2);
    });
  });
}

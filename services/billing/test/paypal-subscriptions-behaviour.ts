import type { Principal } from '@shopforge/contracts';
import { type PayPalEvent, type PayPalStandIn, startPayPalStandIn } from '@shopforge/provider-stand-ins';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/workers/sweeper';
import { BASE_URL, type BillingHarness, failure, openBillingHarness, outbox, SHOP_A } from './harness';

const CLIENT_ID = 'ShopforgeSubscriptionsClient00';
const CLIENT_SECRET = 'ShopforgeSubscriptionsSecret00';
const WEBHOOK_ID = 'WEBHOOK0SUBSCRIPTIONS';
const DAY = 86_400_000;

/**
 * Subscriptions PayPal bills itself (Subscriptions API): the first payment is PayPal's
 * subscription the buyer approves, its later sales are paid renewal invoices, its failures and
 * its end reach the subscription, cancelling here cancels there (docs/subscriptions.md).
 */
export function describePayPalSubscriptions(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`PayPal-billed subscriptions on ${backend}`, () => {
    let paypal: PayPalStandIn;
    let h: BillingHarness;
    const merchant: () => Principal = () => testPrincipal(SHOP_A);
    beforeAll(async () => {
      paypal = await startPayPalStandIn({ clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }] });
      paypal.addWebhookEndpoint({
        clientId: CLIENT_ID,
        url: `${BASE_URL}/providers/paypal/webhook/${SHOP_A}`,
        webhookId: WEBHOOK_ID,
      });
    });
    afterAll(async () => {
      await paypal.close();
    });
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog, { paypalApiUrl: paypal.url });
      await h.billing(merchant()).paymentProviders.connectPayPal({
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        webhook_id: WEBHOOK_ID,
        environment: 'sandbox',
      });
    });
    afterEach(async () => {
      await h.close();
    });

    const deliver = (event: PayPalEvent) => {
      const { body, headers } = paypal.sign(event, WEBHOOK_ID);
      return h
        .billing(null)
        .providerWebhooks.receive({ provider: 'paypal', account: SHOP_A, body, signature_headers: headers });
    };
    const get = (id: string) => h.billing(merchant()).subscriptions.get({ id });
    const eventTypes = async () => (await outbox(h)).map((event) => event.type);
    async function advance(ms: number) {
      h.clock.advance(ms);
      for (let pass = 0; pass < 10 && (await sweepOnce(h.deps)) > 0; pass++);
    }

    /** A monthly plan ordered with PAYPAL forced and approved at PayPal; the subscription then. */
    async function subscribeAtPayPal() {
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
        gateway: 'PAYPAL',
      });
      const activated = paypal.approveSubscription(order.session_id ?? '');
      await deliver(activated);
      const [sub] = (await h.billing(merchant()).subscriptions.list({ limit: 10 })).data;
      if (!sub) throw new Error('no subscription');
      return { order, sub };
    }

    it('an order of a plain recurring plan is a PayPal subscription the buyer approves; its id is mirrored', async () => {
      const { order, sub } = await subscribeAtPayPal();
      expect(order.session_id).toMatch(/^I-/);
      expect(order.checkout_url).toContain('/webapps/billing/subscriptions?ba_token=');
      const plan = paypal.requests.findLast((request) => request.path === '/v1/billing/plans');
      expect(plan?.body).toMatchObject({
        billing_cycles: [
          {
            frequency: { interval_unit: 'MONTH', interval_count: 1 },
            pricing_scheme: { fixed_price: { value: '15.00', currency_code: 'USD' } },
          },
        ],
      });
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('COMPLETED');
      expect(sub).toMatchObject({
        status: 'ACTIVE',
        gateway: 'PAYPAL',
        paypal_subscription_id: order.session_id,
        stripe_subscription_id: null,
      });
    });

    it('the first sale’s own event changes nothing; no renewal invoice is made here; PayPal’s renewal pays one, once', async () => {
      const { order, sub } = await subscribeAtPayPal();
      const attempt = await h.prisma.paymentAttempt.findFirstOrThrow({
        where: { sessionId: order.session_id },
      });
      expect(attempt).toMatchObject({
        provider: 'paypal',
        status: 'SUCCEEDED',
        paymentRef: expect.any(String),
      });
      expect(await deliver(paypal.saleCompleted(attempt.paymentRef ?? ''))).toEqual({
        received: true,
        duplicate: true,
      });
      await advance(29 * DAY);
      expect((await get(sub.id)).invoices).toHaveLength(1);
      const renewed = paypal.renewSubscription(order.session_id ?? '');
      expect(await deliver(renewed)).toEqual({ received: true, duplicate: false });
      expect(await deliver(renewed)).toEqual({ received: true, duplicate: true });
      const after = await get(sub.id);
      expect(after.invoices).toHaveLength(2);
      expect(after.current_period_start).toBe(sub.current_period_end);
      const renewal = await h.billing(merchant()).invoices.get({ uniqid: after.invoices[1] as string });
      expect(renewal).toMatchObject({ status: 'COMPLETED', gateway: 'PAYPAL', total: 15 });
      expect((await eventTypes()).filter((type) => type === 'subscription:renewed')).toHaveLength(1);
      expect((await eventTypes()).filter((type) => type === 'order:paid')).toHaveLength(2);
    });

    it('a renewal PayPal charged is refunded through its sale', async () => {
      const { order, sub } = await subscribeAtPayPal();
      await deliver(paypal.renewSubscription(order.session_id ?? ''));
      const renewal = (await get(sub.id)).invoices[1] as string;
      const { id } = await h.billing(merchant()).invoices.get({ uniqid: renewal });
      const refunded = await h.billing(merchant()).orders.refund({ id, amount: 5 });
      expect(refunded.status).toBe('PARTIAL_REFUND');
      const call = paypal.requests.findLast((request) =>
        /^\/v1\/payments\/sale\/[^/]+\/refund$/.test(request.path),
      );
      expect(call?.body).toMatchObject({ amount: { total: '5.00', currency: 'USD' } });
      const first = await h.billing(merchant()).orders.refund({ id: order.id, amount: 2 });
      expect(first.status).toBe('PARTIAL_REFUND');
    });

    it('a failed payment is noted; PayPal cancelling it cancels it here', async () => {
      const { order, sub } = await subscribeAtPayPal();
      await deliver(paypal.failSubscriptionPayment(order.session_id ?? ''));
      expect((await get(sub.id)).status_details).toContain('could not charge the renewal');
      await deliver(paypal.cancelSubscriptionAtPayPal(order.session_id ?? ''));
      expect(await get(sub.id)).toMatchObject({ status: 'CANCELLED' });
      expect(await eventTypes()).toContain('subscription:cancelled');
    });

    it('cancelling here cancels at PayPal first; at period end the paid period still runs here', async () => {
      const { order, sub } = await subscribeAtPayPal();
      await h.billing(merchant()).subscriptions.cancel({ id: sub.id, at_period_end: true });
      const cancel = paypal.requests.findLast(
        (request) => request.path === `/v1/billing/subscriptions/${order.session_id}/cancel`,
      );
      expect(cancel?.method).toBe('POST');
      // PayPal tells of the cancellation at once; the period Shopforge was paid for goes on.
      await deliver(paypal.cancelSubscriptionAtPayPal(order.session_id ?? ''));
      expect(await get(sub.id)).toMatchObject({ status: 'ACTIVE', cancel_at_period_end: true });
      await advance(32 * DAY);
      expect((await get(sub.id)).status).toBe('CANCELLED');
      expect((await get(sub.id)).invoices).toHaveLength(1);
    });

    it('PayPal refusing the cancel answers PAYMENT_PROVIDER_ERROR and the subscription stays', async () => {
      const { sub } = await subscribeAtPayPal();
      paypal.failNext(3, { status: 503, name: 'SERVICE_UNAVAILABLE' });
      const refused = await failure(h.billing(merchant()).subscriptions.cancel({ id: sub.id }));
      expect(refused.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect((await get(sub.id)).status).toBe('ACTIVE');
    });
  });
}

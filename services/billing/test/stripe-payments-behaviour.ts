import type { Principal } from '@shopforge/contracts';
import { type StripeStandIn, startStripeStandIn } from '@shopforge/provider-stand-ins';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  type BillingHarness,
  failure,
  openBillingHarness,
  outbox,
  SHOP_A,
  SHOP_B,
} from './harness';
import { providerNamed } from '../src/providers/registry';
import { serialProduct } from './orders-behaviour';

const SECRET_KEY = 'sk_test_51ShopforgeMerchantKey0000';
const WEBHOOK_SECRET = 'whsec_ShopforgeMerchantSigning0000';

/**
 * Stripe Checkout through the official SDK against a stand-in answering in Stripe's wire format,
 * on PGlite (unit) and PostgreSQL (integration): every Stripe event is verified as Stripe signs
 * it and applied once, in the transaction that changes the invoice.
 */
export function describeStripePayments(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`Stripe Checkout on ${backend}`, () => {
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
    });
    afterEach(async () => {
      await h.close();
    });

    const connect = () =>
      h
        .billing(merchant())
        .paymentProviders.connectStripe({ secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET });
    const deliver = (event: Parameters<StripeStandIn['sign']>[0], secret = WEBHOOK_SECRET, shop = SHOP_A) => {
      const { body, header } = stripe.sign(event, secret);
      return h.billing(null).providerWebhooks.receive({
        provider: 'stripe',
        account: shop,
        body,
        signature_headers: { 'stripe-signature': header },
      });
    };
    const stripePayment = () =>
      h.billing(merchant()).payments.create({
        title: 'Consulting',
        email: 'client@example.com',
        value: 42.5,
        currency: 'EUR',
        gateway: 'stripe',
      });
    const stripeOrder = async () => {
      const product = await serialProduct(h, ['S-1']);
      return h.billing(merchant()).orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
        gateway: 'STRIPE',
      });
    };
    const timelineTypes = async (uniqid: string) =>
      (await h.billing(merchant()).invoices.timeline({ uniqid })).events.map((event) => event.type);

    it('connecting Stripe seals its keys, answers their hints and the webhook address, and turns STRIPE on', async () => {
      const connected = await connect();
      expect(connected).toEqual({
        provider: 'stripe',
        method: 'STRIPE',
        livemode: false,
        secret_key_hint: 'sk_test_…0000',
        webhook_secret_hint: 'whsec_…0000',
        webhook_url: `${BASE_URL}/providers/stripe/webhook/${SHOP_A}`,
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      });
      expect(h.paymentMethods.get(SHOP_A)).toEqual(['TEST', 'STRIPE']);
      const [row] = await h.prisma.paymentProviderAccount.findMany();
      expect(row?.sealedCredentials).not.toContain(SECRET_KEY.slice(8));
      expect(row?.sealedCredentials).not.toContain(WEBHOOK_SECRET.slice(6));
      expect((await h.billing(merchant()).paymentProviders.list()).data).toEqual([connected]);
      expect((await h.billing(testPrincipal(SHOP_B)).paymentProviders.list()).data).toEqual([]);

      await h.billing(merchant()).paymentProviders.disconnect({ provider: 'stripe' });
      expect(h.paymentMethods.get(SHOP_A)).toEqual(['TEST']);
      expect(await h.prisma.paymentProviderAccount.count()).toBe(0);
      const again = await failure(h.billing(merchant()).paymentProviders.disconnect({ provider: 'stripe' }));
      expect(again.code).toBe('PAYMENT_PROVIDER_NOT_CONNECTED');
    });

    it('a key Stripe refuses is a 422 on secret_key, and nothing is stored or turned on', async () => {
      const refused = await failure(
        h.billing(merchant()).paymentProviders.connectStripe({
          secret_key: 'sk_test_RevokedKey00000',
          webhook_secret: WEBHOOK_SECRET,
        }),
      );
      expect(refused.code).toBe('VALIDATION_ERROR');
      expect(refused.details).toEqual([
        { field: 'secret_key', message: expect.stringContaining('Stripe refused this key') },
      ]);
      expect(await h.prisma.paymentProviderAccount.count()).toBe(0);
      expect(h.paymentMethods.get(SHOP_A)).toBeUndefined();
    });

    it('a shop without Stripe connected refuses a STRIPE payment before writing anything', async () => {
      const asked = stripe.requests.length;
      const refused = await failure(stripePayment());
      expect(refused.code).toBe('BAD_REQUEST');
      expect(refused.message).toContain('connect its account first');
      expect(await h.prisma.invoice.count()).toBe(0);
      expect(stripe.requests).toHaveLength(asked);
    });

    it('a payment forced to STRIPE answers the Checkout Session; its signed completion pays it once', async () => {
      await connect();
      const payment = await stripePayment();
      expect(payment.session_id).toMatch(/^cs_test_/);
      expect(payment.checkout_url).toBe(`${stripe.url}/c/pay/${payment.session_id}`);
      const created = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
      expect(created).toMatchObject({ method: 'POST', apiKey: SECRET_KEY });
      expect(created?.params).toMatchObject({
        mode: 'payment',
        line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '4250' } }],
        success_url: `${BASE_URL}/checkout/${payment.uniqid}`,
      });
      expect(created?.idempotencyKey).toMatch(/^shopforge-attempt-/);

      const completed = stripe.pay(payment.session_id ?? '');
      expect(await deliver(completed)).toEqual({ received: true, duplicate: false });
      expect(await deliver(completed)).toEqual({ received: true, duplicate: true });
      const invoice = await h.billing(merchant()).invoices.get({ uniqid: payment.uniqid });
      expect(invoice).toMatchObject({ status: 'COMPLETED', gateway: 'STRIPE' });
      expect((await timelineTypes(payment.uniqid)).filter((type) => type === 'marked_paid')).toHaveLength(1);
      expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
      const attempt = await h.prisma.paymentAttempt.findFirstOrThrow({
        where: { sessionId: payment.session_id },
      });
      expect(attempt).toMatchObject({
        provider: 'stripe',
        status: 'SUCCEEDED',
        paymentRef: expect.stringMatching(/^pi_/),
      });
    });

    it('two deliveries of one Stripe event at once apply it once', async () => {
      await connect();
      const payment = await stripePayment();
      const completed = stripe.pay(payment.session_id ?? '');
      const results = await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
      expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
      expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
      expect(await h.prisma.providerEvent.count({ where: { provider: 'stripe' } })).toBe(1);
    });

    it('an order forced to STRIPE answers the session as its checkout_url and provider reference', async () => {
      await connect();
      const order = await stripeOrder();
      expect(order.session_id).toMatch(/^cs_test_/);
      expect(order).toMatchObject({
        checkout_url: `${stripe.url}/c/pay/${order.session_id}`,
        provider_reference: order.session_id,
        provider_reference_type: 'checkout_session',
      });
      await deliver(stripe.pay(order.session_id ?? ''));
      const paid = await h.billing(merchant()).orders.get({ id: order.id });
      expect(paid.status).toBe('COMPLETED');
    });

    it('refuses an event signed with another secret, or for another shop’s session, changing nothing', async () => {
      await connect();
      const payment = await stripePayment();
      const completed = stripe.pay(payment.session_id ?? '');
      const forged = await failure(deliver(completed, 'whsec_SomeoneElsesSecret000'));
      expect(forged.code).toBe('UNAUTHORIZED');
      const tampered = stripe.sign(completed, WEBHOOK_SECRET);
      const edited = await failure(
        h.billing(null).providerWebhooks.receive({
          provider: 'stripe',
          account: SHOP_A,
          body: tampered.body.replace('"paid"', '"unpaid"'),
          signature_headers: { 'stripe-signature': tampered.header },
        }),
      );
      expect(edited.code).toBe('UNAUTHORIZED');
      const unconnected = await failure(deliver(completed, WEBHOOK_SECRET, SHOP_B));
      expect(unconnected.code).toBe('PAYMENT_PROVIDER_NOT_CONNECTED');
      expect((await h.billing(merchant()).invoices.get({ uniqid: payment.uniqid })).status).toBe('PENDING');
    });

    it('a delayed method pays only when Stripe says the async payment succeeded; a failed one leaves it payable', async () => {
      await connect();
      const paid = await stripePayment();
      expect(await deliver(stripe.pay(paid.session_id ?? '', { async: true }))).toEqual({
        received: true,
        duplicate: false,
      });
      expect((await h.billing(merchant()).invoices.get({ uniqid: paid.uniqid })).status).toBe('PENDING');
      await deliver(stripe.settleAsync(paid.session_id ?? '', 'succeeded'));
      expect((await h.billing(merchant()).invoices.get({ uniqid: paid.uniqid })).status).toBe('COMPLETED');

      const failed = await stripePayment();
      stripe.pay(failed.session_id ?? '', { async: true });
      await deliver(stripe.settleAsync(failed.session_id ?? '', 'failed'));
      expect((await h.billing(merchant()).invoices.get({ uniqid: failed.uniqid })).status).toBe('PENDING');
      expect(await timelineTypes(failed.uniqid)).toContain('payment_failed');
    });

    it('refunds through Stripe’s API, recording Stripe’s refund id', async () => {
      await connect();
      const order = await stripeOrder();
      await deliver(stripe.pay(order.session_id ?? ''));
      const refunded = await h.billing(merchant()).orders.refund({ id: order.id, amount: 4 });
      expect(refunded.status).toBe('PARTIAL_REFUND');
      const refundCall = stripe.requests.find((request) => request.path === '/v1/refunds');
      expect(refundCall?.params).toMatchObject({
        amount: '400',
        payment_intent: expect.stringMatching(/^pi_/),
      });
      const [refund] = await h.prisma.refund.findMany();
      expect(refund?.reference).toMatch(/^re_/);
      const { events } = await h.billing(merchant()).invoices.timeline({ uniqid: order.uniqid });
      expect(events.find((event) => event.type === 'refund_requested')).toMatchObject({
        gateway: 'STRIPE',
        reference: refund?.reference,
      });
      expect(stripe.chargeRefunded(order.session_id ?? '').data.object).toMatchObject({
        amount_refunded: 400,
      });
    });

    it('a refund made in Stripe’s dashboard is recorded once; Stripe’s event for a refund made here is not a second one', async () => {
      await connect();
      const order = await stripeOrder();
      await deliver(stripe.pay(order.session_id ?? ''));
      await h.billing(merchant()).orders.refund({ id: order.id, amount: 2 });
      const [ours] = await h.prisma.refund.findMany();
      expect(await deliver(stripe.refundCreated(ours?.reference ?? ''))).toEqual({
        received: true,
        duplicate: false,
      });
      expect(await h.prisma.refund.count()).toBe(1);

      const dashboard = stripe.refundInDashboard(order.session_id ?? '', 300);
      await deliver(dashboard);
      await deliver(dashboard);
      const after = await h.billing(merchant()).orders.get({ id: order.id });
      expect(after.status).toBe('PARTIAL_REFUND');
      const refunds = await h.prisma.refund.findMany({ orderBy: { createdAt: 'asc' } });
      expect(refunds.map((refund) => Number(refund.amount))).toEqual([2, 3]);
      expect(refunds[1]?.reference).toBe(dashboard.data.object.id);
      const invoice = await h.prisma.invoice.findUniqueOrThrow({ where: { id: order.id } });
      expect(Number(invoice.refundedAmount)).toBe(5);
      const entries = (await h.billing(merchant()).invoices.timeline({ uniqid: order.uniqid })).events.filter(
        (event) => event.type === 'refund_requested',
      );
      expect(entries).toHaveLength(2);
    });

    it('a refund Stripe made whose call never recorded it (a crash) is recorded from Stripe’s event', async () => {
      await connect();
      const order = await stripeOrder();
      await deliver(stripe.pay(order.session_id ?? ''));
      // The refund call reached Stripe, then the process died before its transaction.
      const stripeAccount = await providerNamed(h.deps, SHOP_A, 'stripe');
      const { reference } = await stripeAccount.refund(order.session_id ?? '', 250, 'crashed-refund');
      await deliver(stripe.refundCreated(reference));
      const [refund] = await h.prisma.refund.findMany();
      expect(refund).toMatchObject({ reference });
      expect(Number(refund?.amount)).toBe(2.5);
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('PARTIAL_REFUND');
    });

    it('concurrent refunds add up: neither overwrites what the other refunded', async () => {
      await connect();
      const order = await stripeOrder();
      await deliver(stripe.pay(order.session_id ?? ''));
      await Promise.all([
        h.billing(merchant()).orders.refund({ id: order.id, amount: 4 }),
        h.billing(merchant()).orders.refund({ id: order.id, amount: 3 }),
      ]);
      const invoice = await h.prisma.invoice.findUniqueOrThrow({ where: { id: order.id } });
      expect(Number(invoice.refundedAmount)).toBe(7);
    });

    it('Stripe refusing a refund answers PAYMENT_PROVIDER_ERROR and changes nothing', async () => {
      await connect();
      const order = await stripeOrder();
      await deliver(stripe.pay(order.session_id ?? ''));
      // One more than the SDK's two retries: every try of this refund fails.
      stripe.failNext(3, { status: 500, type: 'api_error', message: 'Something went wrong' });
      const refused = await failure(h.billing(merchant()).orders.refund({ id: order.id }));
      expect(refused.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect(refused.message).toBe('Stripe: Something went wrong');
      expect(await h.prisma.refund.count()).toBe(0);
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('COMPLETED');
    });

    it('a dispute opened at Stripe makes the invoice DISPUTED; lost, it is REFUNDED; each event once', async () => {
      await connect();
      const order = await stripeOrder();
      await deliver(stripe.pay(order.session_id ?? ''));
      const opened = stripe.dispute(order.session_id ?? '', 'create', 'fraudulent');
      await deliver(opened);
      expect(await deliver(opened)).toEqual({ received: true, duplicate: true });
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('DISPUTED');
      const [dispute] = (await h.billing(merchant()).disputes.list({ limit: 10 })).data;
      expect(dispute).toMatchObject({ status: 'OPEN', reason: 'fraudulent', gateway: 'STRIPE', amount: 10 });
      await deliver(stripe.dispute(order.session_id ?? '', 'lost'));
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('REFUNDED');
      expect((await outbox(h)).filter((event) => event.type === 'dispute:closed')).toHaveLength(1);
    });

    it('an expired Checkout Session leaves the invoice payable, and event types billing does not use are acknowledged', async () => {
      await connect();
      const payment = await stripePayment();
      await deliver(stripe.expire(payment.session_id ?? ''));
      expect((await h.billing(merchant()).invoices.get({ uniqid: payment.uniqid })).status).toBe('PENDING');
      const attempt = await h.prisma.paymentAttempt.findFirstOrThrow({
        where: { sessionId: payment.session_id },
      });
      expect(attempt.status).toBe('CANCELLED');
      const other = { ...stripe.expire((await stripePayment()).session_id ?? ''), type: 'customer.created' };
      expect(await deliver(other)).toEqual({ received: true, duplicate: false });
    });

    it('Stripe unreachable at creation: the payment still answers, with its hosted checkout to pay later', async () => {
      await connect();
      stripe.failNext(3, { status: 500, type: 'api_error' });
      const payment = await stripePayment();
      expect(payment).not.toHaveProperty('session_id');
      expect(payment.url).toBe(`${BASE_URL}/checkout/${payment.uniqid}`);
    });
  });
}

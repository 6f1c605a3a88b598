import type { Principal } from '@shopforge/contracts';
import { type PayPalEvent, type PayPalStandIn, startPayPalStandIn } from '@shopforge/provider-stand-ins';
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
import { serialProduct } from './orders-behaviour';

const CLIENT_ID = 'ShopforgeMerchantClient0000';
const CLIENT_SECRET = 'ShopforgeMerchantSecret0000';
const WEBHOOK_ID = 'WEBHOOK0MERCHANT0000';

/**
 * PayPal Checkout (Orders v2) through the official server SDK against a stand-in answering in
 * PayPal's wire format, on PGlite (unit) and PostgreSQL (integration): billing captures approved
 * orders, PayPal's events are verified by PayPal's own check and applied once.
 */
export function describePayPalPayments(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`PayPal Checkout on ${backend}`, () => {
    let paypal: PayPalStandIn;
    let h: BillingHarness;
    const merchant: () => Principal = () => testPrincipal(SHOP_A);
    beforeAll(async () => {
      paypal = await startPayPalStandIn({ clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }] });
    });
    afterAll(async () => {
      await paypal.close();
    });
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog, { paypalApiUrl: paypal.url });
    });
    afterEach(async () => {
      await h.close();
    });

    /** As the merchant does in PayPal's dashboard: a webhook of the app, for the shop's address. */
    const connect = (webhookId = WEBHOOK_ID) => {
      paypal.addWebhookEndpoint({
        clientId: CLIENT_ID,
        url: `${BASE_URL}/providers/paypal/webhook/${SHOP_A}`,
        webhookId,
      });
      return h.billing(merchant()).paymentProviders.connectPayPal({
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        webhook_id: webhookId,
        environment: 'sandbox',
      });
    };
    const deliver = (event: PayPalEvent, webhookId = WEBHOOK_ID, shop = SHOP_A) => {
      const { body, headers } = paypal.sign(event, webhookId);
      return h
        .billing(null)
        .providerWebhooks.receive({ provider: 'paypal', account: shop, body, signature_headers: headers });
    };
    const paypalPayment = () =>
      h.billing(merchant()).payments.create({
        title: 'Consulting',
        email: 'client@example.com',
        value: 42.5,
        currency: 'EUR',
        gateway: 'paypal',
      });
    const paypalOrder = async () => {
      const product = await serialProduct(h, ['P-1']);
      return h.billing(merchant()).orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
        gateway: 'PAYPAL',
      });
    };
    /** The buyer approves on PayPal's page; PayPal sends CHECKOUT.ORDER.APPROVED. */
    const approved = (orderId: string) => deliver(paypal.approve(orderId));
    const status = async (uniqid: string) => (await h.billing(merchant()).invoices.get({ uniqid })).status;

    it('connecting PayPal checks the app with PayPal, seals it, answers hints and the webhook address, and turns PAYPAL on', async () => {
      const connected = await connect();
      expect(connected).toEqual({
        provider: 'paypal',
        method: 'PAYPAL',
        livemode: false,
        secret_key_hint: '…0000',
        webhook_secret_hint: '…0000',
        webhook_url: `${BASE_URL}/providers/paypal/webhook/${SHOP_A}`,
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      });
      expect(paypal.requests.some((request) => request.path === '/v1/oauth2/token')).toBe(true);
      expect(h.paymentMethods.get(SHOP_A)).toEqual(['TEST', 'PAYPAL']);
      const [row] = await h.prisma.paymentProviderAccount.findMany();
      expect(row?.sealedCredentials).not.toContain(CLIENT_SECRET);
      expect(row?.sealedCredentials).not.toContain(CLIENT_ID);
      await h.billing(merchant()).paymentProviders.disconnect({ provider: 'paypal' });
      expect(h.paymentMethods.get(SHOP_A)).toEqual(['TEST']);
    });

    it('credentials PayPal refuses are a 422 on client_secret, and nothing is stored or turned on', async () => {
      const refused = await failure(
        h.billing(merchant()).paymentProviders.connectPayPal({
          client_id: CLIENT_ID,
          client_secret: 'SomeoneElsesSecret000000',
          webhook_id: WEBHOOK_ID,
          environment: 'sandbox',
        }),
      );
      expect(refused.code).toBe('VALIDATION_ERROR');
      expect(refused.details).toEqual([
        { field: 'client_secret', message: expect.stringContaining('PayPal refused these credentials') },
      ]);
      expect(await h.prisma.paymentProviderAccount.count()).toBe(0);
      expect(h.paymentMethods.get(SHOP_A)).toBeUndefined();
    });

    it('a payment forced to PAYPAL answers the order and its approval page; approval is captured and pays it once', async () => {
      await connect();
      const payment = await paypalPayment();
      expect(payment.checkout_url).toBe(`${paypal.url}/checkoutnow?token=${payment.session_id}`);
      const created = paypal.requests.findLast((request) => request.path === '/v2/checkout/orders');
      expect(created).toMatchObject({ method: 'POST', clientId: CLIENT_ID });
      expect(created?.paypalRequestId).toMatch(/^shopforge-attempt-/);
      expect(created?.body).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: { currency_code: 'EUR', value: '42.50' },
            custom_id: (await h.prisma.invoice.findFirstOrThrow({ where: { uniqid: payment.uniqid } })).id,
          },
        ],
        payment_source: {
          paypal: { experience_context: { return_url: `${BASE_URL}/checkout/${payment.uniqid}` } },
        },
      });

      expect(await status(payment.uniqid)).toBe('PENDING');
      const approval = paypal.approve(payment.session_id ?? '');
      expect(await deliver(approval)).toEqual({ received: true, duplicate: false });
      expect(await status(payment.uniqid)).toBe('COMPLETED');
      // A redelivered approval and PayPal's own capture event name the same capture: nothing twice.
      expect(await deliver(approval)).toEqual({ received: true, duplicate: true });
      expect(await deliver(paypal.captureCompleted(payment.session_id ?? ''))).toEqual({
        received: true,
        duplicate: true,
      });
      const captures = paypal.requests.filter((request) =>
        request.path.includes(`${payment.session_id}/capture`),
      );
      expect(captures.map((request) => request.paypalRequestId)).toEqual([
        `shopforge-capture-${payment.session_id}`,
      ]);
      expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
      const attempt = await h.prisma.paymentAttempt.findFirstOrThrow({
        where: { sessionId: payment.session_id },
      });
      expect(attempt).toMatchObject({
        provider: 'paypal',
        status: 'SUCCEEDED',
        paymentRef: expect.any(String),
      });
    });

    it('a buyer back at the checkout before any event is captured and sees the order paid', async () => {
      await connect();
      const order = await paypalOrder();
      expect(order).toMatchObject({ provider_reference: order.session_id });
      paypal.approve(order.session_id ?? '');
      const view = await h.billing(null).checkout.view({ uniqid: order.uniqid });
      expect(view.status).toBe('COMPLETED');
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('COMPLETED');
    });

    it('the buyer’s return and PayPal’s approval at once capture once and pay once', async () => {
      await connect();
      const order = await paypalOrder();
      const approval = paypal.approve(order.session_id ?? '');
      await Promise.all([
        deliver(approval),
        h.billing(null).checkout.view({ uniqid: order.uniqid }),
        h.billing(null).checkout.view({ uniqid: order.uniqid }),
      ]);
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('COMPLETED');
      expect((await outbox(h)).filter((event) => event.type === 'order:paid')).toHaveLength(1);
      expect(await h.prisma.providerEvent.count({ where: { provider: 'paypal' } })).toBe(1);
      const requestIds = new Set(
        paypal.requests
          .filter((request) => request.path.includes(`${order.session_id}/capture`))
          .map((request) => request.paypalRequestId),
      );
      expect([...requestIds]).toEqual([`shopforge-capture-${order.session_id}`]);
    });

    it('before approval nothing is captured: the checkout page leaves the order payable', async () => {
      await connect();
      const order = await paypalOrder();
      const view = await h.billing(null).checkout.view({ uniqid: order.uniqid });
      expect(view.status).toBe('PENDING');
      expect(paypal.requests.some((request) => request.path.includes(`${order.session_id}/capture`))).toBe(
        false,
      );
    });

    it('refuses an event PayPal does not vouch for (another webhook, an edited body, another shop), changing nothing', async () => {
      await connect();
      const payment = await paypalPayment();
      const event = paypal.approve(payment.session_id ?? '');
      expect((await failure(deliver(event, 'WEBHOOK0SOMEONEELSE'))).code).toBe('UNAUTHORIZED');
      const signed = paypal.sign(event, WEBHOOK_ID);
      const edited = await failure(
        h.billing(null).providerWebhooks.receive({
          provider: 'paypal',
          account: SHOP_A,
          body: signed.body.replace('APPROVED', 'COMPLETED'),
          signature_headers: signed.headers,
        }),
      );
      expect(edited.code).toBe('UNAUTHORIZED');
      const unsigned = await failure(
        h.billing(null).providerWebhooks.receive({
          provider: 'paypal',
          account: SHOP_A,
          body: signed.body,
          signature_headers: {},
        }),
      );
      expect(unsigned.code).toBe('UNAUTHORIZED');
      expect((await failure(deliver(event, WEBHOOK_ID, SHOP_B))).code).toBe('PAYMENT_PROVIDER_NOT_CONNECTED');
      expect(await status(payment.uniqid)).toBe('PENDING');
    });

    it('refunds through PayPal’s API, recording PayPal’s refund id; PayPal’s event for it is not a second refund', async () => {
      await connect();
      const order = await paypalOrder();
      await approved(order.session_id ?? '');
      const refunded = await h.billing(merchant()).orders.refund({ id: order.id, amount: 4 });
      expect(refunded.status).toBe('PARTIAL_REFUND');
      const call = paypal.requests.find((request) =>
        /\/v2\/payments\/captures\/[^/]+\/refund$/.test(request.path),
      );
      expect(call?.body).toMatchObject({ amount: { value: '4.00', currency_code: 'USD' } });
      expect(call?.paypalRequestId).toMatch(/^shopforge-refund-/);
      const [refund] = await h.prisma.refund.findMany();
      expect(refund?.reference).toBeTruthy();
      await deliver(paypal.refundEvent(refund?.reference ?? ''));
      expect(await h.prisma.refund.count()).toBe(1);

      const dashboard = paypal.refundInDashboard(order.session_id ?? '', '3.00');
      await deliver(dashboard);
      await deliver(dashboard);
      const refunds = await h.prisma.refund.findMany({ orderBy: { createdAt: 'asc' } });
      expect(refunds.map((row) => Number(row.amount))).toEqual([4, 3]);
      const invoice = await h.prisma.invoice.findUniqueOrThrow({ where: { id: order.id } });
      expect(Number(invoice.refundedAmount)).toBe(7);
    });

    it('PayPal refusing a refund answers PAYMENT_PROVIDER_ERROR with PayPal’s issue and changes nothing', async () => {
      await connect();
      const order = await paypalOrder();
      await approved(order.session_id ?? '');
      paypal.failNext(1, { status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'REFUND_NOT_ALLOWED' });
      const refused = await failure(h.billing(merchant()).orders.refund({ id: order.id }));
      expect(refused.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect(refused.message).toContain('REFUND_NOT_ALLOWED');
      expect(await h.prisma.refund.count()).toBe(0);
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('COMPLETED');
    });

    it('a dispute opened at PayPal makes the invoice DISPUTED; won, it goes back; each event once', async () => {
      await connect();
      const order = await paypalOrder();
      await approved(order.session_id ?? '');
      const opened = paypal.dispute(order.session_id ?? '', 'create', 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED');
      await deliver(opened);
      expect(await deliver(opened)).toEqual({ received: true, duplicate: true });
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('DISPUTED');
      const [dispute] = (await h.billing(merchant()).disputes.list({ limit: 10 })).data;
      expect(dispute).toMatchObject({
        status: 'OPEN',
        gateway: 'PAYPAL',
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      });
      await deliver(paypal.dispute(order.session_id ?? '', 'won'));
      expect((await h.billing(merchant()).orders.get({ id: order.id })).status).toBe('COMPLETED');
      expect((await outbox(h)).filter((event) => event.type === 'dispute:closed')).toHaveLength(1);
    });

    it('PayPal unreachable at creation: the payment still answers, with its hosted checkout to pay later', async () => {
      await connect();
      // One more than the two retries: every try of this create fails.
      paypal.failNext(3, { status: 503, name: 'SERVICE_UNAVAILABLE' });
      const payment = await paypalPayment();
      expect(payment).not.toHaveProperty('session_id');
      expect(payment.url).toBe(`${BASE_URL}/checkout/${payment.uniqid}`);
    });
  });
}

import { randomUUID } from 'node:crypto';
import { TEST_PROVIDER_SIGNATURE_HEADER } from '@shopforge/contracts';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signTestWebhook } from '../src/providers/test-signature';
import { type BillingHarness, failure, openBillingHarness, SHOP_A } from './harness';
import { openSession, serialProduct } from './orders-behaviour';

const REFUSED = 'This shop does not take test payments: its payment method TEST is off.';

/**
 * The built-in test provider pays a shop's invoices only when the shop has
 * the payment method TEST (off for new shops in production, turned on by the operator).
 */
export function describeTestPayments(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`test payments on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    const newOrder = async () => {
      const product = await serialProduct(h, ['K-1']);
      return h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.id, quantity: 1 }],
      });
    };

    it('an event pays only in the invoice’s currency and for its amount; a mismatch is acknowledged once, recorded as payment_mismatch, and the invoice stays payable until the right event pays it', async () => {
      const order = await newOrder();
      const sessionId = await openSession(h, order.uniqid);
      const send = (amount: string, currency: string, id = randomUUID()) => {
        const body = JSON.stringify({
          id,
          type: 'payment.succeeded',
          session_id: sessionId,
          amount,
          currency,
        });
        const signature = signTestWebhook(
          h.deps.settings.testProviderSecret,
          body,
          Math.floor(h.clock.now().getTime() / 1000),
        );
        return h.billing(null).providerWebhooks.receive({
          provider: 'test',
          body,
          signature_headers: { [TEST_PROVIDER_SIGNATURE_HEADER]: signature },
        });
      };
      const rupees = randomUUID();
      expect(await send('10.00', 'INR', rupees)).toEqual({ received: true, duplicate: false });
      expect(await send('10.00', 'INR', rupees)).toEqual({ received: true, duplicate: true });
      expect(await send('9.99', 'USD')).toEqual({ received: true, duplicate: false });
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('PENDING_PAYMENT');
      const timeline = (await h.billing().invoices.timeline({ uniqid: order.uniqid })).events;
      expect(timeline.filter((event) => event.type === 'marked_paid')).toEqual([]);
      expect(
        timeline
          .filter((event) => event.type === 'payment_mismatch')
          .map((event) => [event.outcome, event.amount, event.currency, event.gateway, event.note]),
      ).toEqual([
        [
          'currency_mismatch',
          '10.00',
          'INR',
          'TEST',
          'Expected 10.00 USD; the provider reported 10.00 INR. The invoice was not paid.',
        ],
        [
          'amount_mismatch',
          '9.99',
          'USD',
          'TEST',
          'Expected 10.00 USD; the provider reported 9.99 USD. The invoice was not paid.',
        ],
      ]);
      expect(await send('10.00', 'usd')).toEqual({ received: true, duplicate: false });
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('COMPLETED');
    });

    it('a shop without TEST refuses a checkout payment through the test provider, card or crypto, changing nothing', async () => {
      const order = await newOrder();
      h.paymentMethods.set(SHOP_A, []);
      const card = await failure(h.billing(null).checkout.start({ uniqid: order.uniqid, gateway: 'TEST' }));
      expect(card).toMatchObject({ code: 'BAD_REQUEST', message: REFUSED });
      const coin = await failure(
        h
          .billing(null)
          .checkout.start({ uniqid: order.uniqid, gateway: 'TEST_CRYPTO', crypto_gateway: 'BTC' }),
      );
      expect(coin).toMatchObject({ code: 'BAD_REQUEST', message: REFUSED });
      expect(await h.prisma.paymentAttempt.count({ where: { invoiceId: order.id } })).toBe(0);
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('PENDING');
    });

    it('a shop without TEST refuses POST /payments naming a test-provider gateway before writing anything', async () => {
      h.paymentMethods.set(SHOP_A, []);
      const refused = await failure(
        h.billing().payments.create({
          title: 'Top-up',
          email: 'b@example.com',
          value: 5,
          currency: 'USD',
          gateway: 'TEST',
        }),
      );
      expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: REFUSED });
      expect(await h.prisma.invoice.count({ where: { shopId: SHOP_A } })).toBe(0);
    });

    it('order pay is refused alike, and pays once the shop has TEST again', async () => {
      const order = await newOrder();
      h.paymentMethods.set(SHOP_A, []);
      const refused = await failure(h.operator().operator.payInvoice({ invoice_uniqid: order.uniqid }));
      expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: REFUSED });
      h.paymentMethods.set(SHOP_A, ['TEST']);
      const paid = await h.operator().operator.payInvoice({ invoice_uniqid: order.uniqid });
      expect(paid.status).toBe('COMPLETED');
    });
  });
}

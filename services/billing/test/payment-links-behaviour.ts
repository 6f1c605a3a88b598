import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE_URL, type BillingHarness, failure, openBillingHarness, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

/** Payment links on PGlite (unit) and PostgreSQL (integration). */
export function describePaymentLinks(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing payment links on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    it('a product link opens an order per buyer at the hosted checkout, which pays', async () => {
      const product = await serialProduct(h, ['L-1', 'L-2']);
      const link = await h.billing().paymentLinks.create({ product_id: product.uniqid, quantity: 2 });
      expect(link).toMatchObject({
        title: 'Game Key',
        product_id: product.id,
        quantity: 2,
        active: true,
        uses: 0,
      });
      expect(link.url).toBe(`${BASE_URL}/pay/${link.uniqid}`);
      expect(await h.billing(null).paymentLinks.view({ uniqid: link.uniqid })).toMatchObject({
        price: '20.00',
        quantity: 2,
        active: true,
      });
      const opened = await h
        .billing(null)
        .paymentLinks.open({ uniqid: link.uniqid, email: 'buyer@example.com' });
      const uniqid = opened.checkout_url.split('/').pop() ?? '';
      await payAtCheckout(h, uniqid);
      const order = await h.billing().invoices.get({ uniqid });
      expect(order).toMatchObject({ status: 'COMPLETED', customer_email: 'buyer@example.com', total: 20 });
      expect((await h.billing().paymentLinks.get({ id: link.uniqid })).uses).toBe(1);
    });

    it('an amount link opens a payment; a turned-off link refuses buyers until turned on', async () => {
      const link = await h
        .billing()
        .paymentLinks.create({ title: 'Consulting hour', amount: 80, currency: 'EUR' });
      expect(link).toMatchObject({ amount: 80, currency: 'EUR', product_id: null });
      const off = await h.billing().paymentLinks.toggle({ id: link.id });
      expect(off.active).toBe(false);
      const refused = await failure(
        h.billing(null).paymentLinks.open({ uniqid: link.uniqid, email: 'b@example.com' }),
      );
      expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: 'This payment link is turned off.' });
      await h.billing().paymentLinks.toggle({ id: link.id });
      const opened = await h.billing(null).paymentLinks.open({ uniqid: link.uniqid, email: 'b@example.com' });
      const invoice = await h.billing().invoices.get({ uniqid: opened.checkout_url.split('/').pop() ?? '' });
      expect(invoice).toMatchObject({ type: 'PAYMENT', total: 80, currency: 'EUR' });
    });

    it('a link names a product or an amount; another shop cannot see or toggle it', async () => {
      await expect(h.billing().paymentLinks.create({ quantity: 1 })).rejects.toThrow(/product_id or amount/);
      const product = await serialProduct(h, []);
      const link = await h.billing().paymentLinks.create({ product_id: product.id });
      const b = h.billing(testPrincipal(SHOP_B));
      expect((await failure(b.paymentLinks.toggle({ id: link.id }))).code).toBe('NOT_FOUND');
      expect((await b.paymentLinks.list({ limit: 10 })).data).toEqual([]);
      expect((await h.billing().paymentLinks.list({ limit: 10 })).data).toHaveLength(1);
    });

    it('refuses a product_id of another shop, or of no product, with a 422 naming product_id', async () => {
      const theirs = await h
        .catalog(testPrincipal(SHOP_B))
        .products.create({ title: 'Theirs', price: 5, type: 'SERVICE' });
      for (const product_id of [theirs.id, theirs.uniqid, 'nope']) {
        expect(await failure(h.billing().paymentLinks.create({ product_id }))).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [{ field: 'product_id', message: 'No such product in this shop.' }],
        });
      }
      expect((await h.billing().paymentLinks.list({ limit: 10 })).data).toEqual([]);
    });
  });
}

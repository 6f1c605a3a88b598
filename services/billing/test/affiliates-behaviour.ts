import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, failure, openBillingHarness, outbox, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

/** The affiliate programme, on PGlite (unit) and PostgreSQL (integration). */
export function describeAffiliates(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing affiliates on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    async function affiliate(email = 'ann@example.com', code = 'ANN10', percent = 20) {
      const customer = await h.billing().customers.create({ email, name: 'Ann' });
      const application = await h
        .billing()
        .affiliates.submit({ customer_id: customer.id, message: 'I run a blog' });
      await h.billing().affiliates.approve({ id: application.id, commission_percent: percent, code });
      return { customer, application };
    }
    async function referredOrder(code: string, email = 'buyer@example.com', pay = true) {
      const product = await serialProduct(h, [`C-${Math.random()}`], { price: 50 });
      const order = await h.billing().orders.create({
        customer_email: email,
        referral_code: code,
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      if (pay) await payAtCheckout(h, order.uniqid);
      return order;
    }
    const revenue = async (id: string) =>
      (await h.billing().customers.get({ id, include_affiliate: true })).affiliate;

    it('applying, listing page by page and approving make the customer an affiliate, with the programme events', async () => {
      const customer = await h.billing().customers.create({ email: 'ann@example.com' });
      const application = await h
        .billing()
        .affiliates.submit({ customer_id: customer.id, website: 'https://ann.blog' });
      expect(application).toMatchObject({ status: 'PENDING', email: 'ann@example.com', decided_at: null });
      expect((await failure(h.billing().affiliates.submit({ customer_id: customer.id }))).code).toBe(
        'CONFLICT',
      );
      const listed = await h.billing().affiliates.applications({ page: 1, limit: 25, status: 'PENDING' });
      expect(listed.pagination).toEqual({ total: 1, page: 1, limit: 25, total_pages: 1, has_more: false });
      const approved = await h.billing().affiliates.approve({ id: application.id, commission_percent: 15 });
      expect(approved).toMatchObject({ status: 'APPROVED', decided_at: expect.any(Number) });
      const block = await revenue(customer.id);
      expect(block).toMatchObject({
        revenue: 0,
        revenue_percent: 15,
        code: expect.stringMatching(/^[A-Z0-9]+-[0-9A-F]{6}$/),
      });
      expect(
        (await failure(h.billing().affiliates.approve({ id: application.id, commission_percent: 5 }))).code,
      ).toBe('BAD_REQUEST');
      expect((await failure(h.billing().affiliates.submit({ customer_id: customer.id }))).code).toBe(
        'CONFLICT',
      );
      const types = (await outbox(h)).map((event) => event.type);
      expect(types).toEqual(
        expect.arrayContaining(['affiliate:application_received', 'affiliate:application_approved']),
      );
    });

    it('a paid order with the code credits the affiliate at their rate; refunds take their share back', async () => {
      const { customer } = await affiliate();
      const order = await referredOrder('ann10');
      expect(order.affiliate_customer_id).toBe(customer.id);
      expect(await revenue(customer.id)).toMatchObject({ revenue: 10, referred_orders: 1 });
      const earned = (await outbox(h)).find((event) => event.type === 'affiliate:commission_earned');
      expect(earned?.data).toMatchObject({
        invoice_uniqid: order.uniqid,
        commission: 10,
        affiliate_email: 'ann@example.com',
      });
      await h.billing().orders.refund({ id: order.id, amount: 20 });
      expect((await revenue(customer.id))?.revenue).toBe(6);
      await h.billing().orders.refund({ id: order.id });
      expect(await revenue(customer.id)).toMatchObject({ revenue: 0, referred_orders: 0 });
      const { data, pagination } = await h.billing().affiliates.customers({ page: 1, limit: 25 });
      expect(pagination.total).toBe(1);
      expect(data[0]).toMatchObject({ customer_id: customer.id, code: 'ANN10', revenue_percent: 20 });
    });

    it('unpaid, self-referred and unknown-code orders credit nobody; moving the code on a paid order moves the revenue', async () => {
      const { customer: ann } = await affiliate();
      const { customer: bob } = await affiliate('bob@example.com', 'BOB5', 5);
      await referredOrder('ANN10', 'buyer@example.com', false);
      const self = await referredOrder('ANN10', 'ann@example.com');
      expect(self.affiliate_customer_id).toBeNull();
      const unknown = await referredOrder('NOPE');
      expect(unknown).toMatchObject({ affiliate_code: 'NOPE', affiliate_customer_id: null });
      expect((await revenue(ann.id))?.revenue).toBe(0);
      const moved = await referredOrder('ANN10');
      expect((await revenue(ann.id))?.revenue).toBe(10);
      await h.billing().orders.update({ id: moved.id, referral_code: 'BOB5' });
      expect((await revenue(ann.id))?.revenue).toBe(0);
      expect((await revenue(bob.id))?.revenue).toBe(2.5);
    });

    it('a taken code is a 409; a rejected application cannot be approved; another shop sees nothing', async () => {
      await affiliate('ann@example.com', 'SAME');
      const other = await h.billing().customers.create({ email: 'cat@example.com' });
      const application = await h.billing().affiliates.submit({ customer_id: other.id });
      expect(
        (
          await failure(
            h.billing().affiliates.approve({ id: application.id, commission_percent: 10, code: 'same' }),
          )
        ).code,
      ).toBe('CONFLICT');
      const rejected = await h.billing().affiliates.reject({ id: application.id, note: 'Not a fit' });
      expect(rejected).toMatchObject({ status: 'REJECTED', note: 'Not a fit' });
      expect(
        (await failure(h.billing().affiliates.approve({ id: application.id, commission_percent: 10 }))).code,
      ).toBe('BAD_REQUEST');
      const b = h.billing(testPrincipal(SHOP_B)).affiliates;
      expect((await b.applications({ page: 1, limit: 25 })).pagination.total).toBe(0);
      expect((await failure(b.reject({ id: application.id }))).code).toBe('NOT_FOUND');
    });

    it('refuses an application for a customer of another shop, or of no customer, with a 422 naming customer_id', async () => {
      const theirs = await h.billing().customers.create({ email: 'cat@example.com' });
      const b = h.billing(testPrincipal(SHOP_B)).affiliates;
      for (const customer_id of [theirs.id, '0190f5a0-0000-7000-8000-0000000000ff', 'nope']) {
        expect(await failure(b.submit({ customer_id }))).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [{ field: 'customer_id', message: 'No such customer in this shop.' }],
        });
      }
      expect((await b.applications({ page: 1, limit: 25 })).pagination.total).toBe(0);
    });
  });
}

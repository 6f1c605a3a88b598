import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, failure, openBillingHarness, outbox, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

/** Disputes through the test provider, on PGlite (unit) and PostgreSQL (integration). */
export function describeDisputes(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing disputes on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    async function paidOrder() {
      const product = await serialProduct(h, ['D-1']);
      const order = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      return order;
    }
    const simulate = (uniqid: string, action: 'open' | 'win' | 'lose') =>
      h.operator().disputes.simulate({ uniqid, action, reason: 'fraudulent' });

    it('an opened dispute makes the invoice DISPUTED, lists it, records the timeline and sends order:disputed', async () => {
      const order = await paidOrder();
      await simulate(order.uniqid, 'open');
      expect((await h.billing().orders.get({ id: order.id })).status).toBe('DISPUTED');
      const { data } = await h.billing().disputes.list({ limit: 10 });
      expect(data).toEqual([
        expect.objectContaining({
          invoice_uniqid: order.uniqid,
          status: 'OPEN',
          reason: 'fraudulent',
          amount: 10,
          currency: 'USD',
        }),
      ]);
      const { events } = await h.billing().invoices.timeline({ uniqid: order.uniqid });
      expect(events.map((event) => event.type)).toContain('dispute_opened');
      const types = (await outbox(h)).map((event) => event.type);
      expect(types).toEqual(
        expect.arrayContaining(['order:disputed', 'order:disputed:product', 'dispute:opened']),
      );
      expect((await h.billing(testPrincipal(SHOP_B)).disputes.list({ limit: 10 })).data).toEqual([]);
    });

    it('a won dispute restores the status the dispute interrupted; a lost one refunds', async () => {
      const won = await paidOrder();
      await simulate(won.uniqid, 'open');
      await simulate(won.uniqid, 'win');
      expect((await h.billing().orders.get({ id: won.id })).status).toBe('COMPLETED');
      const lost = await paidOrder();
      await simulate(lost.uniqid, 'open');
      await simulate(lost.uniqid, 'lose');
      expect((await h.billing().orders.get({ id: lost.id })).status).toBe('REFUNDED');
      const closed = await h.billing().disputes.list({ limit: 10, status: 'LOST' });
      expect(closed.data).toEqual([
        expect.objectContaining({ invoice_uniqid: lost.uniqid, closed_at: expect.any(Number) }),
      ]);
      const { events } = await h.billing().invoices.timeline({ uniqid: lost.uniqid });
      expect(events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['dispute_opened', 'dispute_lost']),
      );
      expect((await outbox(h)).filter((event) => event.type === 'dispute:closed')).toHaveLength(2);
    });

    it('GET by id answers the shop’s dispute as the list shows it; another shop’s, or none, is DISPUTE_NOT_FOUND', async () => {
      const order = await paidOrder();
      await simulate(order.uniqid, 'open');
      const [listed] = (await h.billing().disputes.list({ limit: 10 })).data;
      if (!listed) throw new Error('expected the opened dispute in the list');
      expect(await h.billing().disputes.get({ id: listed.id })).toEqual(listed);
      await simulate(order.uniqid, 'lose');
      expect(await h.billing().disputes.get({ id: listed.id })).toMatchObject({
        status: 'LOST',
        closed_at: expect.any(Number),
      });
      // Thunks, so no call runs (and rejects) before its turn is awaited.
      for (const attempt of [
        () => h.billing(testPrincipal(SHOP_B)).disputes.get({ id: listed.id }),
        () => h.billing().disputes.get({ id: '0193a000-0000-7000-8000-000000000000' }),
        () => h.billing().disputes.get({ id: 'not-a-uuid' }),
      ]) {
        expect(await failure(attempt())).toMatchObject({ code: 'DISPUTE_NOT_FOUND' });
      }
    });

    it('an unpaid invoice cannot be disputed', async () => {
      const product = await serialProduct(h, ['D-2']);
      const order = await h.billing().orders.create({
        customer_email: 'b@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      expect((await failure(simulate(order.uniqid, 'open'))).code).toBe('BAD_REQUEST');
    });
  });
}

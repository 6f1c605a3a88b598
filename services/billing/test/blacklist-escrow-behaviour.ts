import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../src/workers/sweeper';
import { type BillingHarness, failure, openBillingHarness, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

const BUYER = 'buyer@example.com';
const DAY = 86_400_000;

/** Blacklist (docs/blacklist.md) and escrow (docs/escrow.md), on PGlite and PostgreSQL. */
export function describeBlacklistAndEscrow(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing blacklist and escrow on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    async function order(email = BUYER, extra: { country?: string } = {}) {
      const product = await serialProduct(h, ['K-1', 'K-2']);
      return h.billing().orders.create({
        customer_email: email,
        items: [{ product_id: product.uniqid, quantity: 1 }],
        ...extra,
      });
    }
    const timeline = async (uniqid: string) => (await h.billing().invoices.timeline({ uniqid })).events;

    it('a blacklisted email cannot pay an existing order: 400, recorded on the timeline; removing the entry lets it pay', async () => {
      const created = await order();
      const entry = await h
        .billing()
        .blacklist.create({ type: 'EMAIL', data: 'BUYER@example.com', note: 'chargebacks' });
      expect(entry).toMatchObject({ type: 'EMAIL', data: BUYER, note: 'chargebacks', hits: 0 });
      expect(await failure(payAtCheckout(h, created.uniqid))).toMatchObject({ code: 'BUYER_BLACKLISTED' });
      const refused = (await timeline(created.uniqid)).find((event) => event.type === 'payment_failed');
      expect(refused).toMatchObject({ reason: 'blacklisted', reference: entry.id, actor: { type: 'buyer' } });
      expect((await h.billing().orders.get({ id: created.id })).status).toBe('PENDING');
      expect(await h.billing().blacklist.get({ id: entry.id })).toMatchObject({ hits: 1 });

      await h.billing().blacklist.delete({ id: entry.id });
      await payAtCheckout(h, created.uniqid);
      expect((await h.billing().orders.get({ id: created.id })).status).toBe('COMPLETED');
    });

    it('order creation refuses a blacklisted email, email domain or country with 400 BUYER_BLACKLISTED', async () => {
      await h.billing().blacklist.create({ type: 'email', data: '@fraud.example' });
      await h.billing().blacklist.create({ type: 'COUNTRY', data: 'kp' });
      expect(await failure(order('anyone@FRAUD.example'))).toMatchObject({
        code: 'BUYER_BLACKLISTED',
        status: 400,
      });
      expect(await failure(order(BUYER, { country: 'KP' }))).toMatchObject({ code: 'BUYER_BLACKLISTED' });
      await expect(order(BUYER, { country: 'DE' })).resolves.toMatchObject({ status: 'PENDING' });
      // Another shop's blacklist does not apply here.
      await h.billing(testPrincipal(SHOP_B)).blacklist.create({ type: 'EMAIL', data: 'other@example.com' });
      await expect(order('other@example.com')).resolves.toMatchObject({ status: 'PENDING' });
    });

    it('an IP range and a hashed payment fingerprint refuse the checkout', async () => {
      const created = await order();
      await h.billing().blacklist.create({ type: 'IP', data: '203.0.113.0/24' });
      const fp = await h.billing().blacklist.create({ type: 'FINGERPRINT', data: 'card_fp_0001' });
      expect(fp.data).toBe('…0001');
      const rows = await h.prisma.blacklistEntry.findMany();
      expect(JSON.stringify(rows)).not.toContain('card_fp_0001');
      const start = (extra: Record<string, string>) =>
        h.billing(null).checkout.start({ uniqid: created.uniqid, gateway: 'TEST', ...extra });
      expect(await failure(start({ buyer_ip: '::ffff:203.0.113.9' }))).toMatchObject({
        code: 'BUYER_BLACKLISTED',
      });
      expect(await failure(start({ fingerprint: 'card_fp_0001' }))).toMatchObject({
        code: 'BUYER_BLACKLISTED',
      });
      await expect(start({ buyer_ip: '198.51.100.1', fingerprint: 'card_fp_0002' })).resolves.toHaveProperty(
        'redirect_url',
      );
    });

    it('blacklist entries are validated per type, unique per value, cursor-paged, and scoped to the shop', async () => {
      expect(await failure(h.billing().blacklist.create({ type: 'IP', data: '10.0.0.0/40' }))).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field: 'data' })],
      });
      expect(await failure(h.billing().blacklist.create({ type: 'COUNTRY', data: 'Germany' }))).toMatchObject(
        {
          code: 'VALIDATION_ERROR',
        },
      );
      const a = await h.billing().blacklist.create({ type: 'EMAIL', data: 'a@example.com' });
      expect(
        await failure(h.billing().blacklist.create({ type: 'EMAIL', data: 'A@EXAMPLE.COM' })),
      ).toMatchObject({
        code: 'CONFLICT',
      });
      const b = await h.billing().blacklist.create({ type: 'IP', data: '192.0.2.1' });
      const updated = await h
        .billing()
        .blacklist.update({ id: a.id, data: 'c@example.com', note: 'renamed' });
      expect(updated).toMatchObject({ data: 'c@example.com', note: 'renamed' });
      const page1 = await h.billing().blacklist.list({ limit: 1 });
      const page2 = await h
        .billing()
        .blacklist.list({ limit: 1, cursor: page1.pagination.next_cursor ?? '' });
      expect([...page1.data, ...page2.data].map((entry) => entry.id)).toEqual([b.id, a.id]);
      expect(
        (await h.billing().blacklist.list({ limit: 10, type: 'IP' })).data.map((entry) => entry.id),
      ).toEqual([b.id]);
      const other = h.billing(testPrincipal(SHOP_B)).blacklist;
      // One at a time: a rejection nobody awaits yet is reported as unhandled.
      for (const attempt of [
        () => other.get({ id: a.id }),
        () => other.update({ id: a.id, note: 'x' }),
        () => other.delete({ id: a.id }),
        () => h.billing().blacklist.get({ id: 'not-an-id' }),
      ]) {
        expect(await failure(attempt())).toMatchObject({ code: 'BLACKLIST_ENTRY_NOT_FOUND' });
      }
    });

    async function paidOrder() {
      const created = await order();
      await payAtCheckout(h, created.uniqid);
      return created;
    }

    it('an escrow holds a completed order; the buyer’s confirmation releases it once, with timeline entries', async () => {
      const paid = await paidOrder();
      const escrow = await h.billing().escrow.create({ invoice_id: paid.uniqid, hold_days: 7 });
      expect(escrow).toMatchObject({
        status: 'HELD',
        amount: 10,
        currency: 'USD',
        hold_days: 7,
        release_at: Math.floor((h.clock.now().getTime() + 7 * DAY) / 1000),
      });
      expect(await failure(h.billing().escrow.create({ invoice_id: paid.id, hold_days: 7 }))).toMatchObject({
        code: 'CONFLICT',
      });
      const buyer = h.billing(null).buyerSupport;
      expect(
        await failure(buyer.confirmEscrow({ uniqid: paid.uniqid, email: 'x@example.com' })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
      });
      const released = await buyer.confirmEscrow({ uniqid: paid.uniqid, email: BUYER });
      expect(released).toMatchObject({ status: 'RELEASED', release_reason: 'BUYER_CONFIRMED' });
      expect(await failure(h.billing().escrow.release({ id: escrow.id }))).toMatchObject({
        code: 'BAD_REQUEST',
      });
      const steps = (await timeline(paid.uniqid)).filter((event) => event.origin === 'escrow');
      expect(steps.map((event) => [event.type, event.outcome, event.status, event.actor?.type])).toEqual([
        ['status_changed', 'held', 'COMPLETED', 'api'],
        ['status_changed', 'released', 'COMPLETED', 'buyer'],
      ]);
    });

    it('an escrow is refused for an unpaid order; another shop’s escrow is ESCROW_NOT_FOUND', async () => {
      const unpaid = await order();
      expect(
        await failure(h.billing().escrow.create({ invoice_id: unpaid.id, hold_days: 14 })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
      });
      const paid = await paidOrder();
      const escrow = await h.billing().escrow.create({ invoice_id: paid.id, hold_days: 14 });
      const other = h.billing(testPrincipal(SHOP_B)).escrow;
      for (const attempt of [
        () => other.get({ id: escrow.id }),
        () => other.release({ id: escrow.id }),
        () => other.cancel({ id: escrow.id }),
      ]) {
        expect(await failure(attempt())).toMatchObject({ code: 'ESCROW_NOT_FOUND' });
      }
      expect((await other.list({ limit: 10 })).data).toEqual([]);
      expect(
        (await h.billing().escrow.list({ limit: 10, status: 'HELD' })).data.map((row) => row.id),
      ).toEqual([escrow.id]);
    });

    it('refuses to hold an order of another shop, or no order, with a 422 naming invoice_id', async () => {
      const theirs = await paidOrder();
      const other = h.billing(testPrincipal(SHOP_B)).escrow;
      for (const invoice_id of [theirs.id, theirs.uniqid, 'nope']) {
        expect(await failure(other.create({ invoice_id, hold_days: 14 }))).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [{ field: 'invoice_id', message: 'No such order in this shop.' }],
        });
      }
      expect((await other.list({ limit: 10 })).data).toEqual([]);
    });

    it('the sweeper releases a hold when its period ends; the merchant may release earlier', async () => {
      const first = await paidOrder();
      const second = await paidOrder();
      const due = await h.billing().escrow.create({ invoice_id: first.id, hold_days: 3 });
      const early = await h.billing().escrow.create({ invoice_id: second.id, hold_days: 30 });
      h.clock.advance(3 * DAY - 1000);
      await sweepOnce(h.deps);
      expect((await h.billing().escrow.get({ id: due.id })).status).toBe('HELD');
      h.clock.advance(1000);
      await sweepOnce(h.deps);
      expect(await h.billing().escrow.get({ id: due.id })).toMatchObject({
        status: 'RELEASED',
        release_reason: 'PERIOD_ENDED',
      });
      expect(await h.billing().escrow.release({ id: early.id })).toMatchObject({
        status: 'RELEASED',
        release_reason: 'MERCHANT',
      });
    });

    it('cancelling an escrow refunds the buyer in the same transaction; a refund elsewhere cancels the hold', async () => {
      const paid = await paidOrder();
      const escrow = await h.billing().escrow.create({ invoice_id: paid.id, hold_days: 14 });
      const cancelled = await h.billing().escrow.cancel({ id: escrow.id, reason: 'Buyer never got access' });
      expect(cancelled).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Buyer never got access' });
      expect((await h.billing().orders.get({ id: paid.id })).status).toBe('REFUNDED');
      expect(await failure(h.billing().escrow.cancel({ id: escrow.id }))).toMatchObject({
        code: 'BAD_REQUEST',
      });

      const other = await paidOrder();
      const held = await h.billing().escrow.create({ invoice_id: other.id, hold_days: 14 });
      await h.billing().orders.refund({ id: other.id });
      expect(await h.billing().escrow.get({ id: held.id })).toMatchObject({
        status: 'CANCELLED',
        cancel_reason: 'The order was refunded.',
      });
    });
  });
}

import { failureOf, type OpenTestDatabase, testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onDeliveredByEmail } from '../src/events/delivery-mail';
import { onOrderPaid } from '../src/events/stock-payments';
import { outboxEnvelopes } from './outbox-envelopes';
import {
  activeReseller,
  type ApiHarness,
  openApiHarness,
  SHOP_A,
  SHOP_B,
  serialProduct,
} from './api-harness';
import { sharedPerBlock } from './shared-database';
import { ledgerAgrees } from './reseller-api-behaviour';

const paidEvent = (uniqid: string, shopId = SHOP_A) => ({
  id: '0190f5a0-0000-7000-8000-0000000000e1',
  type: 'order:paid',
  shop_id: shopId,
  aggregate_id: uniqid,
  data: { uniqid, status: 'COMPLETED' },
  occurred_at: '2026-11-01T12:00:00.000Z',
  sequence: 1,
  traceparent: null,
});

/** Program administration beyond invitations, run on PGlite (unit) and PostgreSQL (integration). */
export function describeResellerAdmin(
  backend: string,
  openReseller: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
) {
  describe(`reseller administration on ${backend}`, () => {
    // One catalog per block (rows keyed by each test's new products); a fresh reseller database per test.
    const catalog = sharedPerBlock(openCatalog);
    let h: ApiHarness;
    beforeEach(async () => {
      h = await openApiHarness(openReseller, catalog);
    });
    afterEach(async () => {
      await h.close();
    });

    it('embed campaigns: created for accessible products, paused without losing history', async () => {
      const product = await serialProduct(h, []);
      const other = await serialProduct(h, [], { title: 'Other' });
      const { relationship } = await activeReseller(h, { access: [{ product_id: product.id }] });
      const ref = { reseller_relationship_id: relationship.id };
      const refused = await failureOf(
        h.merchant().campaigns.create({ ...ref, name: 'x', product_ids: [other.id] }),
      );
      expect(refused.details).toEqual([
        { field: 'product_ids.0', message: 'This reseller has no access to the product.' },
      ]);
      const campaign = await h
        .merchant()
        .campaigns.create({ ...ref, name: 'Spring', product_ids: [product.uniqid] });
      expect(campaign).toMatchObject({ status: 'ACTIVE', product_ids: [product.id] });
      const paused = await h
        .merchant()
        .campaigns.update({ ...ref, campaign_id: campaign.id, status: 'PAUSED' });
      expect(paused.status).toBe('PAUSED');
      expect((await h.merchant().campaigns.list(ref)).data).toEqual([paused]);
      expect(await h.prisma.outboxEvent.count({ where: { type: 'reseller:embed_campaign_created' } })).toBe(
        1,
      );
      const foreign = await failureOf(h.merchant(testPrincipal(SHOP_B)).campaigns.list(ref));
      expect(foreign.code).toBe('NOT_FOUND');
    });

    it('payouts hold on request, debit on completion, release on rejection; finished payouts stay finished', async () => {
      const product = await serialProduct(h, []);
      const { relationship, principal } = await activeReseller(h, {
        access: [{ product_id: product.id }],
        topup: '100.00',
      });
      await h.merchant().program.update({ min_payout_threshold: 20 });
      const ref = { reseller_relationship_id: relationship.id };
      expect((await failureOf(h.merchant().payouts.request({ ...ref, amount: 10 }))).code).toBe(
        'VALIDATION_ERROR',
      );
      expect((await failureOf(h.merchant().payouts.request({ ...ref, amount: 500 }))).code).toBe(
        'INSUFFICIENT_BALANCE',
      );
      const first = await h.merchant().payouts.request({ ...ref, amount: 30 });
      const second = await h.merchant().payouts.request({ ...ref, amount: 25 });
      expect(await h.reseller(principal).api.balance()).toMatchObject({
        balance: '100.00',
        hold_balance: '55.00',
        available: '45.00',
      });
      await h.merchant().payouts.decide({ payout_id: first.id, action: 'approve' });
      const done = await h.merchant().payouts.decide({ payout_id: first.id, action: 'complete' });
      expect(done.status).toBe('COMPLETED');
      await h.merchant().payouts.decide({ payout_id: second.id, action: 'reject', note: 'Missing tax form' });
      expect(await h.reseller(principal).api.balance()).toMatchObject({
        balance: '70.00',
        hold_balance: '0.00',
      });
      const again = await failureOf(h.merchant().payouts.decide({ payout_id: first.id, action: 'cancel' }));
      expect(again.code).toBe('BAD_REQUEST');
      expect((await h.merchant().payouts.list({ status: 'REJECTED' })).data.map((row) => row.note)).toEqual([
        'Missing tax form',
      ]);
      expect(
        (
          await failureOf(
            h.merchant(testPrincipal(SHOP_B)).payouts.decide({ payout_id: second.id, action: 'approve' }),
          )
        ).code,
      ).toBe('NOT_FOUND');
      await ledgerAgrees(h, relationship.id);
    });

    it('lists resellers and payouts newest first, a page at a time, each cursor bound to its list', async () => {
      const product = await serialProduct(h, []);
      const access = [{ product_id: product.id }];
      const one = await activeReseller(h, { access, email: 'one@example.com', topup: '100.00' });
      const two = await activeReseller(h, { access, email: 'two@example.com' });
      const resellers = await h.merchant().program.list({ limit: 1 });
      expect(resellers.data.map((row) => row.id)).toEqual([two.relationship.id]);
      const lastReseller = await h
        .merchant()
        .program.list({ limit: 1, cursor: resellers.pagination.next_cursor ?? '' });
      expect(lastReseller.data.map((row) => row.id)).toEqual([one.relationship.id]);
      expect(lastReseller.pagination).toEqual({ next_cursor: null, has_more: false });
      const ref = { reseller_relationship_id: one.relationship.id };
      const older = await h.merchant().payouts.request({ ...ref, amount: 10 });
      const newer = await h.merchant().payouts.request({ ...ref, amount: 20 });
      const payouts = await h.merchant().payouts.list({ limit: 1 });
      expect(payouts.data.map((row) => row.id)).toEqual([newer.id]);
      const cursor = payouts.pagination.next_cursor ?? '';
      const lastPayout = await h.merchant().payouts.list({ limit: 1, cursor });
      expect(lastPayout.data.map((row) => row.id)).toEqual([older.id]);
      expect(lastPayout.pagination).toEqual({ next_cursor: null, has_more: false });
      const otherFilter = await failureOf(
        h.merchant().payouts.list({ limit: 1, status: 'REQUESTED', cursor }),
      );
      expect(otherFilter.details).toEqual([
        { field: 'cursor', message: 'This cursor was issued for other filters or sorts.' },
      ]);
    });

    it('stock: request → invoice → allocation only once paid (order:paid), idempotent; delivery to a customer', async () => {
      const product = await serialProduct(h, ['S-1', 'S-2', 'S-3'], { price: 10 });
      const { relationship } = await activeReseller(h, { access: [{ product_id: product.id }] });
      const ref = { reseller_relationship_id: relationship.id };
      const { stock_transfer: requested } = await h
        .merchant()
        .stock.purchase({ ...ref, product_id: product.id, quantity: 2 });
      expect(requested).toMatchObject({ status: 'REQUESTED', unit_price: 8, total: 16 });
      const invoiced = await h.merchant().stock.invoice({ ...ref, transfer_id: requested.id });
      const again = await h.merchant().stock.invoice({ ...ref, transfer_id: requested.id });
      expect(again.invoice).toEqual(invoiced.invoice);
      expect(h.invoices).toHaveLength(1);
      expect(h.invoices[0]).toMatchObject({ value: 16, currency: 'USD', email: 'reseller@example.com' });
      expect((await h.merchant().stock.inventory(ref)).data).toEqual([]);

      expect(await onOrderPaid(h.deps, paidEvent(invoiced.invoice.uniqid, SHOP_B))).toBe(false);
      expect(await onOrderPaid(h.deps, paidEvent(invoiced.invoice.uniqid))).toBe(true);
      expect(await onOrderPaid(h.deps, paidEvent(invoiced.invoice.uniqid))).toBe(true);
      const [transfer] = (await h.merchant().stock.transfers(ref)).data;
      expect(transfer).toMatchObject({ status: 'ALLOCATED' });
      const items = (await h.merchant().stock.inventory(ref)).data;
      expect(items.map((item) => item.code)).toEqual(['S-1', 'S-2']);
      expect((await h.catalog().serials.counts({ id: product.id })).stock).toBe(1);

      const item = items[0]?.id ?? '';
      const delivered = await h
        .merchant()
        .stock.deliver({ ...ref, item_id: item, email: 'End@Customer.com' });
      expect(delivered.item).toMatchObject({
        status: 'DELIVERED',
        delivered_to: 'end@customer.com',
        code: 'S-1',
      });
      await h.merchant().stock.deliver({ ...ref, item_id: item, email: 'end@customer.com' });
      expect(
        (await failureOf(h.merchant().stock.deliver({ ...ref, item_id: item, email: 'x@y.com' }))).code,
      ).toBe('CONFLICT');
      const types = (await h.prisma.outboxEvent.findMany({ orderBy: { sequence: 'asc' } })).map(
        (event) => event.type,
      );
      expect(types).toEqual(
        expect.arrayContaining([
          'reseller:stock_purchase_requested',
          'reseller:stock_purchase_paid',
          'reseller:stock_allocated',
          'reseller:stock_item_delivered',
        ]),
      );
      expect(types.filter((type) => type === 'reseller:stock_allocated')).toHaveLength(1);

      // The delivery's event asks billing to mail the customer the code, once however often it
      // is delivered again.
      const [deliveredEvent] = await outboxEnvelopes(h, 'reseller:stock_item_delivered');
      if (!deliveredEvent) throw new Error('no delivered event');
      expect(await onDeliveredByEmail(h.deps, deliveredEvent)).toBe(true);
      expect(await onDeliveredByEmail(h.deps, deliveredEvent)).toBe(false);
      expect([...h.deliveryMails.values()]).toEqual([
        {
          shopId: SHOP_A,
          object_id: item,
          recipient: 'end@customer.com',
          reseller_email: relationship.email,
          lines: [{ title: product.title, codes: ['S-1'] }],
        },
      ]);
    });

    it('the merchant’s allocate marks a transfer paid and allocates once, however often it is called', async () => {
      const product = await serialProduct(h, ['M-1', 'M-2']);
      const { relationship } = await activeReseller(h, { access: [{ product_id: product.id }] });
      const ref = { reseller_relationship_id: relationship.id };
      const { stock_transfer: transfer } = await h
        .merchant()
        .stock.purchase({ ...ref, product_id: product.id, quantity: 2 });
      const results = await Promise.all([
        h.merchant().stock.allocate({ ...ref, transfer_id: transfer.id }),
        h.merchant().stock.allocate({ ...ref, transfer_id: transfer.id }),
      ]);
      expect(results.map((result) => result.stock_transfer.status)).toEqual(['ALLOCATED', 'ALLOCATED']);
      expect(await h.prisma.inventoryItem.count()).toBe(2);
      const foreign = await failureOf(
        h.merchant(testPrincipal(SHOP_B)).stock.allocate({ ...ref, transfer_id: transfer.id }),
      );
      expect(foreign.code).toBe('NOT_FOUND');
    });

    it('a stock purchase refuses a product of another shop, or none, with a 422 naming product_id', async () => {
      const product = await serialProduct(h, ['F-1']);
      const { relationship } = await activeReseller(h, { access: [{ product_id: product.id }] });
      const theirs = await h
        .catalog(testPrincipal(SHOP_B))
        .products.create({ title: 'Theirs', price: 10, type: 'SERIALS' });
      const ref = { reseller_relationship_id: relationship.id };
      for (const product_id of [theirs.id, theirs.uniqid, 'nope']) {
        expect(
          await failureOf(h.merchant().stock.purchase({ ...ref, product_id, quantity: 1 })),
        ).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [{ field: 'product_id', message: 'No such product in this shop.' }],
        });
      }
      const notEnrolled = await serialProduct(h, ['F-2'], { title: 'Not enrolled' });
      expect(
        await failureOf(h.merchant().stock.purchase({ ...ref, product_id: notEnrolled.id, quantity: 1 })),
      ).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'product_id', message: 'This reseller has no access to the product.' }],
      });
      expect((await h.merchant().stock.transfers(ref)).data).toEqual([]);
    });

    it('an invitation refuses in variant_prices a variant of another product or shop, or none, naming each entry', async () => {
      const product = await serialProduct(h, []);
      const own = await h.catalog().variants.create({ id: product.id, title: 'EU', price: 10 });
      const sibling = await serialProduct(h, [], { title: 'Sibling' });
      const siblings = await h.catalog().variants.create({ id: sibling.id, title: 'US', price: 10 });
      const theirs = await h
        .catalog(testPrincipal(SHOP_B))
        .products.create({ title: 'Theirs', price: 10, type: 'SERIALS' });
      const foreign = await h
        .catalog(testPrincipal(SHOP_B))
        .variants.create({ id: theirs.id, title: 'B', price: 10 });
      const refused = await failureOf(
        h.merchant().program.invite({
          email: 'reseller@example.com',
          product_access: [
            {
              product_id: product.uniqid,
              variant_prices: [own, siblings, foreign, { id: 'nope' }].map((variant) => ({
                variant_id: variant.id,
                wholesale_price: 5,
              })),
            },
          ],
        }),
      );
      const message = 'No such variant of this product.';
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.details).toEqual([
        { field: 'product_access.0.variant_prices.1.variant_id', message },
        { field: 'product_access.0.variant_prices.2.variant_id', message },
        { field: 'product_access.0.variant_prices.3.variant_id', message },
      ]);
      expect(await h.prisma.resellerInvitation.count()).toBe(0);
    });

    it('analytics sum completed wholesale sales (an order that delivered nothing is no sale), shop-wide and per reseller', async () => {
      const product = await serialProduct(h, ['A-1', 'A-2', 'A-3'], { price: 10, title: 'Key' });
      const { relationship, principal } = await activeReseller(h, {
        access: [{ product_id: product.id }],
        topup: '100.00',
      });
      await h
        .reseller(principal)
        .api.orders.create({ items: [{ product_id: product.id, quantity: 2 }], idempotency_key: 'a' });
      await h
        .reseller(principal)
        .api.orders.create({ items: [{ product_id: product.id, quantity: 2 }], idempotency_key: 'b' });
      const shop = await h.merchant().analytics.shop();
      expect(shop).toMatchObject({
        resellers: { total: 1, active: 1 },
        sales: { orders: 1, revenue: 16, refunded: 16, units_delivered: 2 },
        top_resellers: [{ reseller_relationship_id: relationship.id, revenue: 16, orders: 1 }],
      });
      const one = await h.merchant().analytics.reseller({ reseller_relationship_id: relationship.id });
      expect(one).toMatchObject({
        sales: { orders: 1, revenue: 16, units_delivered: 2 },
        balance: 84,
        by_product: [{ product_id: product.id, title: 'Key', units: 2, revenue: 16 }],
      });
    });
  });
}

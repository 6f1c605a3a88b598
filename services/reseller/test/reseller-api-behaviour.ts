import { hashToken } from '@shopforge/service-kit';
import { failureOf, type OpenTestDatabase, testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activeReseller,
  type ApiHarness,
  openApiHarness,
  SHOP_A,
  SHOP_B,
  serialProduct,
} from './api-harness';
import { onDeliveredByEmail } from '../src/events/delivery-mail';
import { orderOf } from './order-outcome';
import { outboxEnvelopes } from './outbox-envelopes';
import { sharedPerBlock } from './shared-database';

const codes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

/** Sums of the ledger against the balance row: they must always agree. */
export async function ledgerAgrees(h: ApiHarness, relationshipId: string) {
  const entries = await h.prisma.ledgerEntry.findMany({ where: { relationshipId } });
  const cents = (kind: string) =>
    entries
      .filter((entry) => entry.kind === kind)
      .reduce((sum, entry) => sum + Math.round(Number(entry.amount) * 100), 0);
  const row = await h.prisma.resellerBalance.findUnique({ where: { relationshipId } });
  const balance = cents('TOPUP') + cents('CREDIT') - cents('DEBIT');
  const hold = cents('HOLD') - cents('RELEASE');
  expect(Math.round(Number(row?.balance ?? 0) * 100)).toBe(balance);
  expect(Math.round(Number(row?.holdBalance ?? 0) * 100)).toBe(hold);
  return { balance, hold, debits: cents('DEBIT') };
}

/** The Reseller API's rules, run on PGlite (unit) and PostgreSQL (integration). */
export function describeResellerApi(
  backend: string,
  openReseller: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
) {
  describe(`Reseller API on ${backend}`, () => {
    // One catalog per block (rows keyed by each test's new products); a fresh reseller database per test.
    const catalog = sharedPerBlock(openCatalog);
    let h: ApiHarness;
    beforeEach(async () => {
      h = await openApiHarness(openReseller, catalog);
    });
    afterEach(async () => {
      await h.close();
    });

    describe('keys', () => {
      it('keys are issued as shxr_, stored only as their hash, and shr_ keys are accepted too', async () => {
        const product = await serialProduct(h, []);
        const { relationship, apiKey } = await activeReseller(h, { access: [{ product_id: product.id }] });
        expect(apiKey).toMatch(/^shxr_[A-Za-z0-9]{40}$/);
        const rows = await h.prisma.resellerApiKey.findMany();
        expect(rows.map((row) => row.secretHash)).toEqual([hashToken(apiKey)]);
        expect(JSON.stringify(rows)).not.toContain(apiKey);

        const legacy = `shr_${'x'.repeat(40)}`;
        await h.prisma.resellerApiKey.create({
          data: {
            id: '0190f5a0-0000-7000-8000-0000000000f1',
            relationshipId: relationship.id,
            shopId: rows[0]?.shopId ?? '',
            prefix: 'shr_xxxx',
            secretHash: hashToken(legacy),
            createdAt: h.clock.now(),
          },
        });
        expect((await h.deps.keys.resolve(legacy)).outcome).toBe('ok');
      });

      it('a revoked key never resolves again; unknown and malformed keys are invalid alike', async () => {
        const product = await serialProduct(h, []);
        const { relationship, apiKey } = await activeReseller(h, { access: [{ product_id: product.id }] });
        const [key] = await h.prisma.resellerApiKey.findMany();
        await h.operator().keys.revoke({ relationship_id: relationship.id, key_id: key?.id ?? '' });
        expect(await h.deps.keys.resolve(apiKey)).toEqual({ outcome: 'invalid' });
        expect(await h.deps.keys.resolve(`shxr_${'A'.repeat(40)}`)).toEqual({ outcome: 'invalid' });
        expect(await h.deps.keys.resolve('shx_notareseller')).toEqual({ outcome: 'invalid' });
      });

      it('program off, shop suspended, reseller suspended or disabled: each refused for its reason', async () => {
        const product = await serialProduct(h, []);
        const { relationship, apiKey } = await activeReseller(h, { access: [{ product_id: product.id }] });
        const reason = async () => {
          const resolved = await h.deps.keys.resolve(apiKey);
          return resolved.outcome === 'refused' ? resolved.reason : resolved.outcome;
        };
        await h
          .merchant()
          .program.updateReseller({ reseller_relationship_id: relationship.id, status: 'SUSPENDED' });
        expect(await reason()).toBe('suspended');
        await h
          .merchant()
          .program.updateReseller({ reseller_relationship_id: relationship.id, status: 'DISABLED' });
        expect(await reason()).toBe('inactive');
        await h.merchant().program.update({ is_enabled: false });
        expect(await reason()).toBe('program_inactive');
        await h.merchant().program.update({ is_enabled: true });
        await h
          .merchant()
          .program.updateReseller({ reseller_relationship_id: relationship.id, status: 'ACTIVE' });
        h.shopStatus.value = 'suspended';
        expect(await reason()).toBe('program_inactive');
        h.shopStatus.value = 'active';
        expect(await reason()).toBe('ok');
      });

      it('every change to what a reseller key resolves to is announced to the gateways, and nothing else', async () => {
        const product = await serialProduct(h, []);
        const { relationship, apiKey } = await activeReseller(h, { access: [{ product_id: product.id }] });
        const shopId = SHOP_A;
        const reasons = () => h.signals.map((signal) => signal.data.reason);
        h.signals.length = 0;
        // Resolving, topping up and changing terms change nothing a gateway caches.
        await h.deps.keys.resolve(apiKey);
        await h.operator().operator.topup({ relationship_id: relationship.id, amount: '5.00' });
        await h.merchant().program.update({ default_wholesale_discount_percent: 25 });
        await h
          .merchant()
          .program.updateReseller({ reseller_relationship_id: relationship.id, purchase_limit_daily: 100 });
        await h
          .merchant()
          .program.updateReseller({ reseller_relationship_id: relationship.id, status: 'ACTIVE' });
        expect(reasons()).toEqual([]);
        await h
          .merchant()
          .program.updateReseller({ reseller_relationship_id: relationship.id, status: 'SUSPENDED' });
        await h.merchant().program.update({ is_enabled: false });
        const [key] = await h.prisma.resellerApiKey.findMany({ where: { relationshipId: relationship.id } });
        await h.operator().keys.revoke({ relationship_id: relationship.id, key_id: key?.id ?? '' });
        // Revoking an already revoked key changes nothing.
        await h.operator().keys.revoke({ relationship_id: relationship.id, key_id: key?.id ?? '' });
        expect(reasons()).toEqual([
          'reseller_status_changed',
          'reseller_program_changed',
          'reseller_key_revoked',
        ]);
        expect(h.signals.every((signal) => signal.type === 'platform:credentials_changed')).toBe(true);
        expect(h.signals.every((signal) => signal.shopId === shopId && signal.data.shop_id === shopId)).toBe(
          true,
        );
      });

      it('another shop cannot update the reseller: the relationship id is the tenant boundary', async () => {
        const product = await serialProduct(h, []);
        const { relationship } = await activeReseller(h, { access: [{ product_id: product.id }] });
        const error = await failureOf(
          h.merchant(testPrincipal(SHOP_B)).program.updateReseller({
            reseller_relationship_id: relationship.id,
            status: 'SUSPENDED',
          }),
        );
        expect(error.code).toBe('NOT_FOUND');
      });
    });

    describe('identity, balance and catalog', () => {
      it('/me names the shop, the reseller, its tier and the next tier with what remains', async () => {
        const product = await serialProduct(h, []);
        const { principal, relationship } = await activeReseller(h, { access: [{ product_id: product.id }] });
        await h
          .merchant()
          .tiers.create({ name: 'Gold', discount_percent: 30, rank: 1, min_revenue: 100, min_orders: 5 });
        const me = await h.reseller(principal).api.me();
        expect(me).toMatchObject({
          shop: { id: principal.shop_id, name: 'Acme Keys', slug: 'acme-keys', currency: 'USD' },
          reseller: { id: relationship.id, status: 'ACTIVE', email: 'reseller@example.com' },
          tier: { name: 'Standard', discount_percent: 20 },
          progress: {
            lifetime_revenue: '0.00',
            lifetime_orders: 0,
            next_tier: {
              name: 'Gold',
              discount_percent: 30,
              requirements: { revenue: '100.00', orders: 5, requires_both: false },
              remaining: { revenue: '100.00', orders: 5 },
            },
          },
        });
      });

      it('a reseller who never topped up reads zero everywhere', async () => {
        const product = await serialProduct(h, []);
        const { principal } = await activeReseller(h, { access: [{ product_id: product.id }] });
        expect(await h.reseller(principal).api.balance()).toEqual({
          currency: 'USD',
          balance: '0.00',
          hold_balance: '0.00',
          available: '0.00',
          is_active: true,
        });
      });

      it('only enrolled products appear, priced by the cascade variant → product → tier', async () => {
        const tiered = await serialProduct(h, codes('T', 2), { title: 'Alpha', price: 10 });
        const fixed = await serialProduct(h, codes('F', 1), { title: 'Beta', price: 50 });
        const withVariants = await h
          .catalog()
          .products.create({ title: 'Gamma', price: 20, type: 'SERVICE', stock: 5 });
        const variant = await h
          .catalog()
          .variants.create({ id: withVariants.id, title: 'Pro', price: 40, stock: 0 });
        const other = await h
          .catalog()
          .variants.create({ id: withVariants.id, title: 'Lite', price: 8, stock: 3 });
        await serialProduct(h, codes('N', 1), { title: 'Not enrolled' });
        const { principal } = await activeReseller(h, {
          discount: 25,
          access: [
            { product_id: tiered.id },
            { product_id: fixed.id, wholesale_price: 40 },
            {
              product_id: withVariants.id,
              wholesale_price: 15,
              variant_prices: [{ variant_id: variant.id, wholesale_price: 30 }],
            },
          ],
        });
        const page = await h.reseller(principal).api.products({});
        expect(page.pagination).toEqual({ page: 1, per_page: 25, total: 3 });
        expect(page.currency).toBe('USD');
        const [alpha, beta, gamma] = page.data;
        expect(alpha).toMatchObject({
          title: 'Alpha',
          base_price: '10.00',
          wholesale_price: '7.50',
          discount_percent: 25,
          applied_override: 'tier',
          stock: 2,
          orderable: true,
          supplier_backed: false,
        });
        expect(beta).toMatchObject({
          title: 'Beta',
          wholesale_price: '40.00',
          discount_percent: 20,
          applied_override: 'product',
        });
        expect(gamma).toMatchObject({
          title: 'Gamma',
          wholesale_price: '15.00',
          applied_override: 'product',
          orderable: true,
        });
        expect(gamma?.variants).toEqual([
          expect.objectContaining({
            variant_id: variant.id,
            wholesale_price: '30.00',
            applied_override: 'variant',
            orderable: false,
            stock: 0,
          }),
          expect.objectContaining({
            variant_id: other.id,
            wholesale_price: '15.00',
            applied_override: 'product',
            orderable: true,
            stock: 3,
          }),
        ]);
        const searched = await h.reseller(principal).api.products({ search: 'bet', per_page: 1 });
        expect(searched.data.map((row) => row.title)).toEqual(['Beta']);
        expect(searched.pagination.total).toBe(1);
        const second = await h.reseller(principal).api.products({ page: 2, per_page: 2 });
        expect(second.data.map((row) => row.title)).toEqual(['Gamma']);
      });

      it('a product with variants is orderable when one variant is; supplier-backed rows report no stock', async () => {
        const none = await h.catalog().products.create({ title: 'Keys', price: 10, type: 'SERIALS' });
        const variant = await h.catalog().variants.create({ id: none.id, title: 'EU', price: 10 });
        await h.catalog().serials.add({ id: none.id, variant_id: variant.id, serials: ['EU-1'] });
        const dynamic = await h.catalog().products.create({
          title: 'Supplier',
          price: 10,
          type: 'DYNAMIC',
          dynamic_webhook: 'https://93.184.216.34/deliver',
        });
        const { principal } = await activeReseller(h, {
          access: [{ product_id: none.id }, { product_id: dynamic.id }],
        });
        const { data } = await h.reseller(principal).api.products({});
        const keys = data.find((row) => row.title === 'Keys');
        expect(keys).toMatchObject({ orderable: true, stock: 1 });
        expect(keys?.variants[0]).toMatchObject({ orderable: true, stock: 1, supplier_backed: false });
        expect(data.find((row) => row.title === 'Supplier')).toMatchObject({
          supplier_backed: true,
          stock: -1,
        });
      });
    });

    describe('orders', () => {
      it('buys at wholesale from the balance and delivers serials; re-reading returns the same serials', async () => {
        const product = await serialProduct(h, codes('K', 5), { price: 10 });
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        const outcome = await h.reseller(principal).api.orders.create({
          items: [{ product_id: product.id, quantity: 2 }],
          idempotency_key: 'order-1',
        });
        expect(outcome).toMatchObject({ outcome: 'created' });
        const order = orderOf(outcome);
        expect(order).toMatchObject({
          status: 'COMPLETED',
          total: '16.00',
          charged: '16.00',
          refunded_amount: '0.00',
          partially_delivered: false,
          reused: false,
          items: [{ quantity: 2, delivered: true, unit_price: '8.00', serials: ['K-1', 'K-2'] }],
        });
        const again = await h.reseller(principal).api.orders.get({ id: order.uniqid });
        expect(again.items[0]?.serials).toEqual(['K-1', 'K-2']);
        expect(await h.reseller(principal).api.balance()).toMatchObject({
          balance: '84.00',
          hold_balance: '0.00',
          available: '84.00',
        });
        await ledgerAgrees(h, relationship.id);
        const sale = await h.prisma.outboxEvent.findFirst({ where: { type: 'reseller:sale' } });
        expect(sale?.payload).toMatchObject({
          object_id: order.id,
          amount: '16.00',
          currency: 'USD',
          quantity: 2,
        });
      });

      it('replaying the same key and basket returns the stored order with reused true and no second charge', async () => {
        const product = await serialProduct(h, codes('R', 4));
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        const input = { items: [{ product_id: product.id, quantity: 1 }], idempotency_key: 'same' };
        const first = await h.reseller(principal).api.orders.create(input);
        const replay = await h.reseller(principal).api.orders.create(input);
        expect(replay).toMatchObject({ outcome: 'replayed', order: { reused: true } });
        const ids = [first, replay].map((outcome) => orderOf(outcome).id);
        expect(ids[1]).toBe(ids[0]);
        expect(await h.prisma.resellerOrder.count()).toBe(1);
        expect((await ledgerAgrees(h, relationship.id)).debits).toBe(800);
      });

      it('the same key with another basket is 409 CONFLICT', async () => {
        const product = await serialProduct(h, codes('C', 4));
        const { principal } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        await h
          .reseller(principal)
          .api.orders.create({ items: [{ product_id: product.id, quantity: 1 }], idempotency_key: 'k' });
        const other = await h
          .reseller(principal)
          .api.orders.create({ items: [{ product_id: product.id, quantity: 2 }], idempotency_key: 'k' });
        expect(other).toEqual({ outcome: 'key_reused' });
      });

      it('a 402 carries the gap and stays cached for the key even after a top-up; a new key then buys', async () => {
        const product = await serialProduct(h, codes('P', 4));
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '5.00',
        });
        const input = { items: [{ product_id: product.id, quantity: 1 }], idempotency_key: 'poor' };
        const refused = await h.reseller(principal).api.orders.create(input);
        expect(refused).toMatchObject({
          outcome: 'refused',
          replayed: false,
          error: {
            code: 'INSUFFICIENT_BALANCE',
            balance: { required: '8.00', available: '5.00', shortfall: '3.00' },
          },
        });
        await h.operator().operator.topup({ relationship_id: relationship.id, amount: '50.00' });
        expect(await h.reseller(principal).api.orders.create(input)).toMatchObject({
          outcome: 'refused',
          replayed: true,
          error: { code: 'INSUFFICIENT_BALANCE' },
        });
        expect(
          await h.reseller(principal).api.orders.create({ ...input, idempotency_key: 'rich' }),
        ).toMatchObject({ outcome: 'created' });
        expect(await h.prisma.resellerOrder.count()).toBe(1);
      });

      it('after 24 hours the key is free and reusing it creates a real order', async () => {
        const product = await serialProduct(h, codes('D', 4));
        const { principal } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        const input = { items: [{ product_id: product.id, quantity: 1 }], idempotency_key: 'daily' };
        await h.reseller(principal).api.orders.create(input);
        h.clock.advance(24 * 60 * 60 * 1000 + 1000);
        const later = await h.reseller(principal).api.orders.create(input);
        expect(later).toMatchObject({ outcome: 'created', order: { reused: false } });
        expect(await h.prisma.resellerOrder.count()).toBe(2);
      });

      it('a stock shortage delivers what exists: partially_delivered, empty serials, refunded_amount credited', async () => {
        const plenty = await serialProduct(h, codes('A', 3), { title: 'Plenty' });
        const scarce = await serialProduct(h, codes('S', 1), { title: 'Scarce' });
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: plenty.id }, { product_id: scarce.id }],
          topup: '100.00',
        });
        const outcome = await h.reseller(principal).api.orders.create({
          items: [
            { product_id: plenty.id, quantity: 2 },
            { product_id: scarce.id, quantity: 3 },
          ],
          idempotency_key: 'short',
        });
        expect(orderOf(outcome)).toMatchObject({
          total: '40.00',
          charged: '16.00',
          refunded_amount: '24.00',
          partially_delivered: true,
          items: [
            { delivered: true, serials: ['A-1', 'A-2'] },
            { delivered: false, serials: [], delivered_at: null },
          ],
        });
        expect(await h.reseller(principal).api.balance()).toMatchObject({
          balance: '84.00',
          hold_balance: '0.00',
        });
        await ledgerAgrees(h, relationship.id);
        expect((await h.catalog().serials.counts({ id: scarce.id })).stock).toBe(1);
        const sale = await h.prisma.outboxEvent.findFirst({ where: { type: 'reseller:sale' } });
        expect(sale?.payload).toMatchObject({ amount: '16.00', quantity: 2, product_id: plenty.id });
      });

      it('refuses unknown or not-enrolled products (404), unorderable rows (409), over-cap quantities (422)', async () => {
        const enrolled = await serialProduct(h, codes('E', 2));
        const empty = await serialProduct(h, [], { title: 'Empty' });
        const outside = await serialProduct(h, codes('O', 2), { title: 'Outside' });
        const { principal } = await activeReseller(h, {
          access: [{ product_id: enrolled.id, max_quantity: 1 }, { product_id: empty.id }],
          topup: '100.00',
        });
        const attempt = (items: Array<{ product_id: string; quantity: number }>, key: string) =>
          h.reseller(principal).api.orders.create({ items, idempotency_key: key });
        expect(await attempt([{ product_id: outside.id, quantity: 1 }], 'a')).toMatchObject({
          outcome: 'refused',
          error: { code: 'PRODUCT_NOT_FOUND' },
        });
        expect(await attempt([{ product_id: empty.id, quantity: 1 }], 'b')).toMatchObject({
          outcome: 'refused',
          error: { code: 'CONFLICT', subcode: 'OUT_OF_STOCK' },
        });
        expect(await attempt([{ product_id: enrolled.id, quantity: 2 }], 'c')).toMatchObject({
          outcome: 'refused',
          error: { code: 'VALIDATION_ERROR', details: [{ field: 'items.0.quantity' }] },
        });
        expect(await h.prisma.resellerOrder.count()).toBe(0);
        expect(await h.reseller(principal).api.balance()).toMatchObject({
          balance: '100.00',
          hold_balance: '0.00',
        });
      });

      it('the daily purchase limit counts what was spent today', async () => {
        const product = await serialProduct(h, codes('L', 5));
        const { principal } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
          purchase_limit_daily: 20,
        });
        expect(
          await h
            .reseller(principal)
            .api.orders.create({ items: [{ product_id: product.id, quantity: 2 }], idempotency_key: '1' }),
        ).toMatchObject({ outcome: 'created' });
        expect(
          await h
            .reseller(principal)
            .api.orders.create({ items: [{ product_id: product.id, quantity: 1 }], idempotency_key: '2' }),
        ).toMatchObject({
          outcome: 'refused',
          error: { details: [{ field: 'items' }] },
        });
        h.clock.advance(24 * 60 * 60 * 1000);
        expect(
          await h
            .reseller(principal)
            .api.orders.create({ items: [{ product_id: product.id, quantity: 1 }], idempotency_key: '3' }),
        ).toMatchObject({ outcome: 'created' });
      });

      it('another reseller’s order is 404 ORDER_NOT_FOUND, exactly like an unknown one; lists are per reseller', async () => {
        const product = await serialProduct(h, codes('O', 4));
        const first = await activeReseller(h, { access: [{ product_id: product.id }], topup: '100.00' });
        const second = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
          email: 'other@example.com',
        });
        const outcome = await h
          .reseller(first.principal)
          .api.orders.create({ items: [{ product_id: product.id, quantity: 1 }], idempotency_key: 'x' });
        const order = orderOf(outcome);
        for (const id of [order.id, order.uniqid, '0190f5a0-0000-7000-8000-0000000000ff']) {
          expect((await failureOf(h.reseller(second.principal).api.orders.get({ id }))).code).toBe(
            'ORDER_NOT_FOUND',
          );
        }
        expect((await h.reseller(first.principal).api.orders.list({})).pagination.total).toBe(1);
        expect((await h.reseller(second.principal).api.orders.list({})).data).toEqual([]);
      });

      it('a completed sale advances the tier when its threshold is reached', async () => {
        const product = await serialProduct(h, codes('T', 5), { price: 10 });
        const { principal } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
          discount: 0,
        });
        await h.merchant().tiers.create({ name: 'Silver', discount_percent: 10, rank: 1, min_orders: 2 });
        await h
          .reseller(principal)
          .api.orders.create({ items: [{ product_id: product.id, quantity: 1 }], idempotency_key: '1' });
        expect((await h.reseller(principal).api.me()).tier.name).toBe('Standard');
        await h
          .reseller(principal)
          .api.orders.create({ items: [{ product_id: product.id, quantity: 1 }], idempotency_key: '2' });
        const me = await h.reseller(principal).api.me();
        expect(me.tier).toMatchObject({ name: 'Silver', discount_percent: 10 });
        expect(me.progress).toMatchObject({ lifetime_revenue: '20.00', lifetime_orders: 2, next_tier: null });
        expect((await h.reseller(principal).api.products({})).data[0]).toMatchObject({
          wholesale_price: '9.00',
        });
      });
    });

    describe('fulfillments', () => {
      it('the same external_order_id answers the same fulfillment and never debits twice', async () => {
        const product = await serialProduct(h, codes('F', 3));
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        const input = {
          external_order_id: 'shopify-1001',
          customer_email: 'Buyer@Example.com',
          product_id: product.id,
          quantity: 1,
        };
        const first = await h.reseller(principal).api.fulfillments.create(input);
        const again = await h.reseller(principal).api.fulfillments.create(input);
        expect(first).toMatchObject({
          outcome: 'created',
          fulfillment: { reused: false, customer_email: 'buyer@example.com', items: [{ serials: ['F-1'] }] },
        });
        expect(again).toMatchObject({
          outcome: 'existing',
          fulfillment: { id: first.fulfillment.id, reused: true, items: [{ serials: ['F-1'] }] },
        });
        expect((await ledgerAgrees(h, relationship.id)).debits).toBe(800);
        const other = await failureOf(
          h.reseller(principal).api.fulfillments.create({ ...input, quantity: 2 }),
        );
        expect(other.code).toBe('CONFLICT');
        expect(
          await h.prisma.outboxEvent.count({ where: { type: 'reseller:api_fulfillment_delivered' } }),
        ).toBe(1);
        // The customer gets the codes by mail (billing sends it).
        const [delivered] = await outboxEnvelopes(h, 'reseller:api_fulfillment_delivered');
        if (!delivered) throw new Error('no delivered event');
        expect(await onDeliveredByEmail(h.deps, delivered)).toBe(true);
        expect(h.deliveryMails.get(first.fulfillment.id)).toEqual({
          shopId: SHOP_A,
          object_id: first.fulfillment.id,
          recipient: 'buyer@example.com',
          reseller_email: relationship.email,
          lines: [{ title: product.title, codes: ['F-1'] }],
        });
      });

      it('a retry long after the 24-hour window still answers the original codes', async () => {
        const product = await serialProduct(h, codes('W', 3));
        const { principal } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        const input = {
          external_order_id: 'late',
          customer_email: 'b@example.com',
          product_id: product.id,
          quantity: 1,
        };
        await h.reseller(principal).api.fulfillments.create(input);
        h.clock.advance(30 * 24 * 60 * 60 * 1000);
        const found = await h.reseller(principal).api.orders.list({ external_order_id: 'late' });
        expect(found.data.map((order) => order.items[0]?.serials)).toEqual([['W-1']]);
        const again = await h.reseller(principal).api.fulfillments.create(input);
        expect(again.fulfillment.items[0]?.serials).toEqual(['W-1']);
        expect(await h.prisma.resellerOrder.count()).toBe(1);
      });

      it('no stock: 409 and nothing charged, and the external id may be retried once stock is back', async () => {
        const product = await serialProduct(h, codes('Z', 1));
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        const input = {
          external_order_id: 'ext-9',
          customer_email: 'b@example.com',
          product_id: product.id,
          quantity: 2,
        };
        expect((await failureOf(h.reseller(principal).api.fulfillments.create(input))).code).toBe('CONFLICT');
        expect(await h.reseller(principal).api.balance()).toMatchObject({
          balance: '100.00',
          hold_balance: '0.00',
        });
        await h.catalog().serials.add({ id: product.id, serials: ['Z-2'] });
        expect(await h.reseller(principal).api.fulfillments.create(input)).toMatchObject({
          outcome: 'created',
          fulfillment: { items: [{ serials: ['Z-1', 'Z-2'] }] },
        });
        await ledgerAgrees(h, relationship.id);
      });
    });

    describe('crash between phases and recovery', () => {
      for (const phase of ['held', 'claimed'] as const) {
        it(`a crash after "${phase}" ends, after recovery, in one complete order with its codes charged once`, async () => {
          const product = await serialProduct(h, codes('X', 3));
          const { principal, relationship } = await activeReseller(h, {
            access: [{ product_id: product.id }],
            topup: '100.00',
          });
          h.hooks.afterPhase = (reached) => {
            if (reached === phase) throw new Error(`simulated crash after ${phase}`);
          };
          const input = { items: [{ product_id: product.id, quantity: 2 }], idempotency_key: 'crash' };
          await expect(h.reseller(principal).api.orders.create(input)).rejects.toThrow(/simulated crash/);
          expect(await h.reseller(principal).api.orders.create(input)).toEqual({ outcome: 'key_in_flight' });

          const restarted = h.restart();
          expect(await restarted.deps.saga.recover(0)).toBe(1);
          const replay = await restarted.reseller(principal).api.orders.create(input);
          expect(replay).toMatchObject({
            outcome: 'replayed',
            order: { status: 'COMPLETED', charged: '16.00', items: [{ serials: ['X-1', 'X-2'] }] },
          });
          expect(await restarted.deps.saga.recover(0)).toBe(0);
          expect((await ledgerAgrees(h, relationship.id)).debits).toBe(1600);
          expect((await h.catalog().serials.counts({ id: product.id })).stock).toBe(1);
        });
      }

      it('a crash after "finalized" (before answering) leaves the complete order, which the retry replays', async () => {
        const product = await serialProduct(h, codes('Y', 3));
        const { principal, relationship } = await activeReseller(h, {
          access: [{ product_id: product.id }],
          topup: '100.00',
        });
        h.hooks.afterPhase = (reached) => {
          if (reached === 'finalized') throw new Error('simulated crash after finalized');
        };
        const input = { items: [{ product_id: product.id, quantity: 1 }], idempotency_key: 'late-crash' };
        await expect(h.reseller(principal).api.orders.create(input)).rejects.toThrow(/simulated crash/);
        const restarted = h.restart();
        expect(await restarted.deps.saga.recover(0)).toBe(0);
        expect(await restarted.reseller(principal).api.orders.create(input)).toMatchObject({
          outcome: 'replayed',
          order: { reused: true, items: [{ serials: ['Y-1'] }] },
        });
        expect((await ledgerAgrees(h, relationship.id)).debits).toBe(800);
      });
    });
  });
}

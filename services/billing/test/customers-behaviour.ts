import { customerSchema } from '@shopforge/contracts';
import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, failure, openBillingHarness, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

/** Customers, their profile aggregates and wallets, on PGlite (unit) and PostgreSQL (integration). */
export function describeCustomers(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing customers on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    const create = (email: string, extra: Record<string, unknown> = {}) =>
      h.billing().customers.create({ email, ...extra });

    it('creates a customer with every field of the spec’s record; text fields are strings', async () => {
      const customer = await create('Ada@Example.com', {
        name: 'Ada',
        country_code: 'de',
        tags: ['vip', 'vip', 'beta'],
      });
      expect(customerSchema.strict().parse(customer)).toEqual(customer);
      expect(customer).toMatchObject({
        email: 'ada@example.com',
        name: 'Ada',
        surname: '',
        country_code: 'DE',
        tags: ['vip', 'beta'],
        customer_balance: 0,
        customer_balance_currency: 'USD',
        total_spent: 0,
        order_count: 0,
      });
    });

    it('a bad email is 422 with details; a second customer with one email is refused', async () => {
      await expect(create('not-an-email')).rejects.toThrow(/valid email/);
      await create('bob@example.com');
      const duplicate = await failure(create('BOB@example.com'));
      expect(duplicate).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'email' }] });
    });

    it('lists with filters and sorts, cursor-paged; another shop sees none', async () => {
      for (const [email, country] of [
        ['a@x.test', 'DE'],
        ['b@x.test', 'FR'],
        ['c@x.test', 'DE'],
      ] as const) {
        await create(email, { country_code: country });
        h.clock.advance(1000);
      }
      const german = await h.billing().customers.list({
        limit: 1,
        filters: [{ field: 'country_code', op: 'eq', value: 'DE' }],
        sorts: [{ field: 'created_at', direction: 'asc' }],
      });
      expect(german.data.map((customer) => customer.email)).toEqual(['a@x.test']);
      const next = await h.billing().customers.list({
        limit: 10,
        cursor: german.pagination.next_cursor ?? '',
        filters: [{ field: 'country_code', op: 'eq', value: 'DE' }],
        sorts: [{ field: 'created_at', direction: 'asc' }],
      });
      expect(next.data.map((customer) => customer.email)).toEqual(['c@x.test']);
      const other = await h
        .billing(testPrincipal(SHOP_B))
        .customers.list({ limit: 10, filters: [], sorts: [] });
      expect(other.data).toEqual([]);
    });

    it('paid orders make the buyer a customer and keep total_spent and order_count current, refunds included', async () => {
      const product = await serialProduct(h, ['K-1', 'K-2']);
      const first = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      await payAtCheckout(h, first.uniqid);
      const listed = await h.billing().customers.list({ limit: 10, filters: [], sorts: [] });
      expect(listed.data).toEqual([
        expect.objectContaining({ email: 'buyer@example.com', total_spent: 10, order_count: 1 }),
      ]);
      const second = await h.billing().orders.create({
        customer_email: 'buyer@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      await payAtCheckout(h, second.uniqid);
      await h.billing().orders.refund({ id: second.id, amount: 4 });
      const customer = await h.billing().customers.get({ id: listed.data[0]?.id ?? '' });
      expect(customer).toMatchObject({ total_spent: 16, order_count: 2 });
    });

    it('a customer created after their orders starts with their history', async () => {
      const product = await serialProduct(h, ['K-1']);
      const order = await h.billing().orders.create({
        customer_email: 'late@example.com',
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      await payAtCheckout(h, order.uniqid);
      const again = await failure(create('late@example.com'));
      expect(again.code).toBe('VALIDATION_ERROR');
      const found = (await h.billing().customers.list({ limit: 10, filters: [], sorts: [] })).data[0];
      expect(found).toMatchObject({ email: 'late@example.com', order_count: 1, total_spent: 10 });
    });

    it('updates only the fields sent; include_affiliate adds the affiliate block', async () => {
      const customer = await create('ada@example.com', { name: 'Ada', city: 'Berlin' });
      h.clock.advance(5000);
      const updated = await h.billing().customers.update({ id: customer.id, surname: 'Lovelace' });
      expect(updated).toMatchObject({ name: 'Ada', surname: 'Lovelace', city: 'Berlin' });
      expect(updated.updated_at).toBeGreaterThan(customer.updated_at);
      const withAffiliate = await h.billing().customers.get({ id: customer.id, include_affiliate: true });
      expect(withAffiliate.affiliate).toEqual({
        revenue: 0,
        revenue_currency: 'USD',
        revenue_percent: 0,
        code: null,
        referred_orders: 0,
      });
      expect((await h.billing().customers.get({ id: customer.id })).affiliate).toBeUndefined();
      expect((await failure(h.billing(testPrincipal(SHOP_B)).customers.get({ id: customer.id }))).code).toBe(
        'CUSTOMER_NOT_FOUND',
      );
    });

    it('the wallet is a ledger: credits and debits with the balance after, never negative', async () => {
      const customer = await create('wallet@example.com');
      const credit = await h
        .billing()
        .customers.credit({ id: customer.id, amount: 25, description: 'Goodwill' });
      expect(credit.entry).toMatchObject({
        type: 'credit',
        amount: 25,
        balance_after: 25,
        currency: 'USD',
        description: 'Goodwill',
      });
      const debit = await h.billing().customers.debit({ id: customer.id, amount: 10.5 });
      expect(debit.entry).toMatchObject({ type: 'debit', amount: 10.5, balance_after: 14.5 });
      expect(debit.customer.customer_balance).toBe(14.5);
      const over = await failure(h.billing().customers.debit({ id: customer.id, amount: 14.51 }));
      expect(over).toMatchObject({ code: 'INSUFFICIENT_BALANCE', extra: { balance: 14.5 } });
      expect(await h.prisma.customerWalletEntry.count()).toBe(2);
      await expect(h.billing().customers.credit({ id: customer.id, amount: 0 })).rejects.toThrow();
      const ledger = await h.billing().customers.walletEntries({ id: customer.id, limit: 1 });
      expect(ledger.data).toEqual([debit.entry]);
      const older = await h.billing().customers.walletEntries({
        id: customer.id,
        limit: 5,
        cursor: ledger.pagination.next_cursor ?? '',
      });
      expect(older).toEqual({ data: [credit.entry], pagination: { next_cursor: null, has_more: false } });
    });

    it('concurrent debits cannot overdraw the wallet', async () => {
      const customer = await create('race@example.com');
      await h.billing().customers.credit({ id: customer.id, amount: 30 });
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => h.billing().customers.debit({ id: customer.id, amount: 10 })),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      const after = await h.billing().customers.get({ id: customer.id });
      expect(after.customer_balance).toBe(0);
      const entries = await h.prisma.customerWalletEntry.findMany({ orderBy: { id: 'asc' } });
      expect(entries.map((entry) => entry.balanceAfter.toString()).sort()).toEqual(
        ['0', '10', '20', '30'].sort(),
      );
    });
  });
}

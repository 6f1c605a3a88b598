import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, failure, openBillingHarness, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

const DAY = 86_400_000;

/** Email-marketing contacts and segment counts, on PGlite (unit) and PostgreSQL (integration). */
export function describeEmailMarketing(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing email marketing on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    async function buy(email: string, product: { uniqid: string }, pay = true) {
      const order = await h.billing().orders.create({
        customer_email: email,
        items: [{ product_id: product.uniqid, quantity: 1 }],
      });
      if (pay) await payAtCheckout(h, order.uniqid);
      return order;
    }
    const count = async (filter_rules: Record<string, unknown>) =>
      (await h.billing().emailMarketing.createSegment({ name: 'Test', filter_rules })).contact_count;

    it('paid buyers become soft-opt-in contacts; product filters count paid, refunded and partly refunded buyers only', async () => {
      const keys = await serialProduct(h, ['K-1', 'K-2', 'K-3', 'K-4']);
      const other = await serialProduct(h, ['O-1'], { title: 'Other' });
      await buy('Ann@Example.com', keys);
      const refunded = await buy('bob@example.com', keys);
      await h.billing().orders.refund({ id: refunded.id });
      await buy('cat@example.com', keys, false);
      await buy('dan@example.com', other);
      await h
        .billing()
        .payments.create({ title: 'Donation', email: 'eve@example.com', value: 5, currency: 'USD' });

      const contacts = (await h.billing().emailMarketing.listContacts({ limit: 50 })).data;
      expect(contacts.map((contact) => contact.email).sort()).toEqual([
        'ann@example.com',
        'bob@example.com',
        'dan@example.com',
      ]);
      expect(contacts[0]).toMatchObject({ consent_basis: 'SOFT_OPT_IN', source: 'automation:post_purchase' });

      expect(await count({})).toBe(3);
      expect(await count({ product_id: keys.id })).toBe(2);
      expect(await count({ 'product.uniqid': keys.uniqid })).toBe(2);
      expect(await count({ product: { ids: [keys.id, other.uniqid] } })).toBe(3);
      // Two product keys are two AND-ed conditions.
      expect(await count({ productId: keys.id, productIds: [other.id] })).toBe(0);
    });

    it('profile, consent, source, tag and activity rules, and only subscribed, send-eligible contacts with a profile count', async () => {
      const keys = await serialProduct(h, ['A', 'B', 'C']);
      await buy('vip@example.com', keys);
      await buy('plain@example.com', keys);
      await buy('gone@example.com', keys);
      const [vip] = (
        await h.billing().customers.list({
          limit: 10,
          filters: JSON.stringify([{ field: 'email', op: 'eq', value: 'vip@example.com' }]),
        })
      ).data;
      if (!vip) throw new Error('no customer');
      await h.billing().customers.update({ id: vip.id, country_code: 'DE', tags: ['VIP', 'beta'] });
      await h.billing().emailMarketing.upsertContact({
        email: 'vip@example.com',
        subscribed: true,
        consent_basis: 'CONSENT',
        source: 'customer_portal',
      });
      await h.billing().emailMarketing.upsertContact({
        email: 'gone@example.com',
        subscribed: false,
        consent_basis: 'SOFT_OPT_IN',
        source: 'manual',
      });
      // A contact with no customer profile and no purchase is not eligible.
      await h.billing().emailMarketing.upsertContact({
        email: 'stranger@example.com',
        subscribed: true,
        consent_basis: 'CONSENT',
        source: 'dev-api',
      });
      expect(await count({})).toBe(2);
      expect(await count({ min_total_spent: 10, maxOrderCount: 1 })).toBe(2);
      expect(await count({ minTotalSpent: 10.01 })).toBe(0);
      expect(await count({ country: ['de', 'FR'] })).toBe(1);
      expect(await count({ tags: { contains: 'vi' } })).toBe(1);
      expect(await count({ tags: { all: ['vip', 'BETA'] } })).toBe(1);
      expect(await count({ tags: { any: ['gold'] } })).toBe(0);
      expect(await count({ consent: 'SOFT_OPT_IN' })).toBe(1);
      expect(await count({ consent_basis: ['CONSENT', 'SOFT_OPT_IN'], source: 'customer_portal' })).toBe(1);

      h.clock.advance(10 * DAY);
      await h.billing().emailMarketing.upsertContact({
        email: 'plain@example.com',
        subscribed: true,
        consent_basis: 'SOFT_OPT_IN',
        source: 'automation:post_purchase',
      });
      expect(await count({ last_activity: { within_days: 5 } })).toBe(1);
      expect(await count({ lastActivity: { withinDays: 30 } })).toBe(2);

      await h.billing().emailMarketing.upsertContact({
        email: 'plain@example.com',
        subscribed: true,
        consent_basis: 'SOFT_OPT_IN',
        source: 'automation:post_purchase',
        suppression: 'BOUNCED',
      });
      const segment = await h.billing().emailMarketing.createSegment({ name: 'All', filter_rules: {} });
      expect(segment.contact_count).toBe(1);
      expect((await h.billing().emailMarketing.getSegment({ id: segment.id })).contact_count).toBe(1);
      expect((await h.billing().emailMarketing.listSegments({ limit: 50 })).data).toHaveLength(12);
    });

    it('malformed rules are a 422 naming every bad key, and nothing is saved', async () => {
      const refused = await failure(
        h.billing().emailMarketing.createSegment({
          name: 'Bad',
          filter_rules: { tags: { contains: 'a', any: ['b'] }, min_order_count: -1, colour: 'red' },
        }),
      );
      expect(refused.code).toBe('VALIDATION_ERROR');
      expect(refused.details?.map((detail) => detail.field)).toEqual([
        'filter_rules.tags',
        'filter_rules.min_order_count',
        'filter_rules.colour',
      ]);
      expect((await h.billing().emailMarketing.listSegments({ limit: 10 })).data).toEqual([]);
    });

    it('segments and contacts are the shop’s own', async () => {
      const keys = await serialProduct(h, ['S-1']);
      await buy('mine@example.com', keys);
      const segment = await h.billing().emailMarketing.createSegment({ name: 'Mine', filter_rules: {} });
      const other = h.billing(testPrincipal(SHOP_B)).emailMarketing;
      expect((await other.createSegment({ name: 'Theirs', filter_rules: {} })).contact_count).toBe(0);
      expect((await other.listContacts({ limit: 10 })).data).toEqual([]);
      expect((await failure(other.getSegment({ id: segment.id }))).code).toBe('NOT_FOUND');
    });
  });
}

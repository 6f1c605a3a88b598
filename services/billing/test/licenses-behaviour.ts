import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingHarness, failure, openBillingHarness, SHOP_B } from './harness';
import { payAtCheckout } from './orders-behaviour';

/** Licenses on PGlite (unit) and PostgreSQL (integration). */
export function describeLicenses(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing licenses on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    const licensedProduct = () =>
      h.catalog().products.create({
        title: 'Editor Pro',
        price: 20,
        type: 'SERVICE',
        licensing_enabled: true,
        license_period: '30d',
      });

    it('a paid order of a licensed product issues one key per unit, expiring per the license period', async () => {
      const product = await licensedProduct();
      const order = await h.billing().orders.create({
        customer_email: 'Buyer@Example.com',
        items: [{ product_id: product.uniqid, quantity: 2 }],
      });
      await payAtCheckout(h, order.uniqid);
      const { data } = await h.billing().licenses.list({ limit: 10, product_id: product.uniqid });
      expect(data).toHaveLength(2);
      const expected = Math.floor(h.clock.now().getTime() / 1000) + 30 * 86400;
      for (const license of data) {
        expect(license).toMatchObject({
          product_id: product.id,
          order_id: order.uniqid,
          status: 'ACTIVE',
          hwid: null,
        });
        expect(license.key).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
        expect(license.expires_at).toBeGreaterThanOrEqual(expected - 60);
      }
      expect(new Set(data.map((license) => license.key)).size).toBe(2);
    });

    it('validate binds the first device and refuses another; errors carry the spec’s codes', async () => {
      const product = await licensedProduct();
      const license = await h
        .billing()
        .licenses.create({ product_id: product.id, customer_email: 'a@example.com' });
      const first = await h
        .billing()
        .licenses.validate({ key: license.key.toLowerCase(), product_id: product.uniqid, hwid: 'dev-1' });
      expect(first).toMatchObject({ valid: true, license: { hwid: 'dev-1' } });
      expect((await h.billing().licenses.validate({ key: license.key, hwid: 'dev-1' })).valid).toBe(true);
      const other = await failure(h.billing().licenses.validate({ key: license.key, hwid: 'dev-2' }));
      expect(other).toMatchObject({ code: 'LICENSE_HWID_MISMATCH', status: 400 });
      expect((await failure(h.billing().licenses.validate({ key: 'nonsense' }))).code).toBe(
        'LICENSE_INVALID',
      );
      expect((await failure(h.billing().licenses.validate({ key: 'AAAAA-BBBBB-CCCCC-DDDDD' }))).code).toBe(
        'LICENSE_NOT_FOUND',
      );
      await h
        .billing()
        .licenses.update({ id: license.id, expires_at: Math.floor(h.clock.now().getTime() / 1000) - 1 });
      expect((await failure(h.billing().licenses.validate({ key: license.key, hwid: 'dev-1' }))).code).toBe(
        'LICENSE_EXPIRED',
      );
      await h.billing().licenses.update({ id: license.id, expires_at: null, hwid: null });
      expect((await h.billing().licenses.validate({ key: license.key, hwid: 'dev-2' })).license.hwid).toBe(
        'dev-2',
      );
      await h.billing().licenses.update({ id: license.id, status: 'DISABLED' });
      expect((await failure(h.billing().licenses.validate({ key: license.key }))).code).toBe(
        'LICENSE_INVALID',
      );
    });

    it('two first validations from different devices: one binds, the other mismatches', async () => {
      const product = await licensedProduct();
      const license = await h.billing().licenses.create({ product_id: product.id });
      const results = await Promise.allSettled([
        h.billing().licenses.validate({ key: license.key, hwid: 'dev-a' }),
        h.billing().licenses.validate({ key: license.key, hwid: 'dev-b' }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    });

    it('another shop cannot see, change, delete or validate the license', async () => {
      const product = await licensedProduct();
      const license = await h.billing().licenses.create({ product_id: product.id });
      const b = h.billing(testPrincipal(SHOP_B));
      expect((await failure(b.licenses.update({ id: license.id, status: 'DISABLED' }))).code).toBe(
        'LICENSE_NOT_FOUND',
      );
      expect((await failure(b.licenses.delete({ id: license.id }))).code).toBe('LICENSE_NOT_FOUND');
      expect((await failure(b.licenses.validate({ key: license.key }))).code).toBe('LICENSE_NOT_FOUND');
      expect((await b.licenses.list({ limit: 10 })).data).toEqual([]);
      expect(await h.billing().licenses.delete({ id: license.id })).toEqual({
        id: license.id,
        deleted: true,
      });
    });

    it('refuses to create a license for a product of another shop, or of no product, with a 422 naming product_id', async () => {
      const theirs = await h
        .catalog(testPrincipal(SHOP_B))
        .products.create({ title: 'Theirs', price: 5, type: 'SERVICE', licensing_enabled: true });
      for (const product_id of [theirs.id, theirs.uniqid, 'nope']) {
        expect(await failure(h.billing().licenses.create({ product_id }))).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [{ field: 'product_id', message: 'No such product in this shop.' }],
        });
      }
      expect((await h.billing().licenses.list({ limit: 10 })).data).toEqual([]);
    });
  });
}

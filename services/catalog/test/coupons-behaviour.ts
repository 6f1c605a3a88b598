import { createCallerFactory, ManualClock } from '@shopforge/service-kit';
import {
  failureOf,
  internalContext,
  type OpenTestDatabase,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogPrisma, createPrismaClient } from '../src/db/client';
import { parseCatalogSettings } from '../src/env';
import { createCatalogRouter } from '../src/router';

export const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';
const NOW = Date.UTC(2026, 10, 1) / 1000;

export interface CouponHarness {
  prisma: CatalogPrisma;
  clock: ManualClock;
  router: ReturnType<typeof createCatalogRouter>;
  close(): Promise<void>;
}

export async function openCouponHarness(open: OpenTestDatabase): Promise<CouponHarness> {
  const db = await open();
  const prisma = createPrismaClient(db.adapter);
  const clock = new ManualClock(NOW * 1000);
  return {
    prisma,
    clock,
    router: createCatalogRouter({ ...testDeps(prisma, clock, db.sql), settings: parseCatalogSettings({}) }),
    close: async () => {
      await prisma.$disconnect();
      await db.close();
    },
  };
}
export const couponsAs = (h: CouponHarness, shopId: string) =>
  createCallerFactory(h.router)(internalContext(testPrincipal(shopId))).coupons;
export const couponsInternal = (h: CouponHarness) => createCallerFactory(h.router)(internalContext()).coupons;
const product = (h: CouponHarness, shopId: string) =>
  createCallerFactory(h.router)(internalContext(testPrincipal(shopId))).products.create({
    title: 'Bound',
    price: 1,
    type: 'SERVICE',
  });

const lines = [
  { product_id: 'p1', amount: 40 },
  { product_id: 'p2', amount: 60 },
];

/** Coupon rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeCoupons(backend: string, open: OpenTestDatabase): void {
  describe(`coupons on ${backend}`, () => {
    let h: CouponHarness;
    beforeEach(async () => {
      h = await openCouponHarness(open);
    });
    afterEach(async () => {
      await h.close();
    });

    it('creates a coupon with every field of the spec’s record and the documented defaults', async () => {
      const coupon = await couponsAs(h, SHOP_A).create({ code: 'SAVE10', type: 'PERCENTAGE', discount: 10 });
      expect(coupon).toMatchObject({
        code: 'SAVE10',
        type: 'PERCENTAGE',
        discount: 10,
        used: 0,
        max_uses: -1,
        min_order_amount: 0,
        max_discount: -1,
        valid_from: null,
        valid_until: null,
        products_count: 0,
        is_active: true,
        products_bound: [],
        created_at: NOW,
        updated_at: NOW,
      });
    });

    it('keeps codes unique per shop whatever their case, and finds them by code', async () => {
      await couponsAs(h, SHOP_A).create({ code: 'Spring', type: 'FIXED', discount: 5 });
      await expect(
        couponsAs(h, SHOP_A).create({ code: 'SPRING', type: 'FIXED', discount: 5 }),
      ).rejects.toMatchObject({
        cause: { code: 'VALIDATION_ERROR', details: [{ field: 'code' }] },
      });
      expect((await couponsAs(h, SHOP_A).getByCode({ code: 'spring' })).code).toBe('Spring');
      await couponsAs(h, SHOP_B).create({ code: 'SPRING', type: 'FIXED', discount: 5 });
      await expect(couponsAs(h, SHOP_B).getByCode({ code: 'nope' })).rejects.toMatchObject({
        cause: { code: 'COUPON_NOT_FOUND' },
      });
    });

    it('updates only the keys present, counts bound products, and re-checks the rules', async () => {
      const [p1, p2] = [await product(h, SHOP_A), await product(h, SHOP_A)];
      const coupon = await couponsAs(h, SHOP_A).create({ code: 'BOUND', type: 'FIXED', discount: 5 });
      const updated = await couponsAs(h, SHOP_A).update({
        id: coupon.id,
        products_bound: [p1.id, p2.id, p1.id],
      });
      expect(updated).toMatchObject({
        code: 'BOUND',
        discount: 5,
        products_bound: [p1.id, p2.id],
        products_count: 2,
      });
      await expect(
        couponsAs(h, SHOP_A).update({ id: coupon.id, type: 'PERCENTAGE', discount: 150 }),
      ).rejects.toMatchObject({
        cause: { code: 'VALIDATION_ERROR', details: [{ field: 'discount' }] },
      });
    });

    it('lists newest first with a cursor and hides deleted coupons; another shop’s is not found', async () => {
      const first = await couponsAs(h, SHOP_A).create({ code: 'ONE', type: 'FIXED', discount: 1 });
      h.clock.advance(1000);
      const second = await couponsAs(h, SHOP_A).create({ code: 'TWO', type: 'FIXED', discount: 1 });
      const page = await couponsAs(h, SHOP_A).list({ limit: 1 });
      expect(page.data.map((c) => c.id)).toEqual([second.id]);
      const next = await couponsAs(h, SHOP_A).list({ limit: 1, cursor: page.pagination.next_cursor ?? '' });
      expect(next.data.map((c) => c.id)).toEqual([first.id]);
      await couponsAs(h, SHOP_A).delete({ id: first.id });
      expect((await couponsAs(h, SHOP_A).list({})).data.map((c) => c.id)).toEqual([second.id]);
      await expect(couponsAs(h, SHOP_B).get({ id: second.id })).rejects.toMatchObject({
        cause: { code: 'COUPON_NOT_FOUND' },
      });
    });

    it('redeems: computes the discount, counts one use, and a retried reference counts once', async () => {
      const bound = await product(h, SHOP_A);
      await couponsAs(h, SHOP_A).create({
        code: 'TENPC',
        type: 'PERCENTAGE',
        discount: 10,
        products_bound: [bound.id],
      });
      const basket = [lines[0] as (typeof lines)[number], { product_id: bound.id, amount: 60 }];
      const redeem = () =>
        couponsInternal(h).redeem({ shop_id: SHOP_A, code: 'tenpc', reference: 'order-1', lines: basket });
      const first = await redeem();
      expect(first).toMatchObject({ discount_amount: 6, reused: false, coupon: { used: 1 } });
      expect(await redeem()).toMatchObject({ discount_amount: 6, reused: true, coupon: { used: 1 } });
    });

    it('refuses an expired or not-yet-valid coupon with COUPON_EXPIRED', async () => {
      await couponsAs(h, SHOP_A).create({ code: 'OLD', type: 'FIXED', discount: 1, valid_until: NOW - 1 });
      await couponsAs(h, SHOP_A).create({
        code: 'LATER',
        type: 'FIXED',
        discount: 1,
        valid_from: NOW + 3600,
      });
      for (const code of ['OLD', 'LATER']) {
        await expect(
          couponsInternal(h).redeem({ shop_id: SHOP_A, code, reference: `r-${code}`, lines }),
        ).rejects.toMatchObject({ cause: { code: 'COUPON_EXPIRED' } });
      }
    });

    it('refuses a used-up coupon with COUPON_MAX_USES_REACHED, and release gives the use back', async () => {
      await couponsAs(h, SHOP_A).create({ code: 'ONCE', type: 'FIXED', discount: 1, max_uses: 1 });
      await couponsInternal(h).redeem({ shop_id: SHOP_A, code: 'ONCE', reference: 'a', lines });
      await expect(
        couponsInternal(h).redeem({ shop_id: SHOP_A, code: 'ONCE', reference: 'b', lines }),
      ).rejects.toMatchObject({
        cause: { code: 'COUPON_MAX_USES_REACHED' },
      });
      expect(await couponsInternal(h).release({ shop_id: SHOP_A, reference: 'a' })).toEqual({
        reference: 'a',
        released: true,
      });
      expect(await couponsInternal(h).release({ shop_id: SHOP_A, reference: 'a' })).toEqual({
        reference: 'a',
        released: false,
      });
      expect(
        (await couponsInternal(h).redeem({ shop_id: SHOP_A, code: 'ONCE', reference: 'b', lines })).coupon
          .used,
      ).toBe(1);
    });

    it('refuses an order below min_order_amount and one without a bound product', async () => {
      await couponsAs(h, SHOP_A).create({ code: 'BIG', type: 'FIXED', discount: 1, min_order_amount: 500 });
      const elsewhere = await product(h, SHOP_A);
      await couponsAs(h, SHOP_A).create({
        code: 'P9',
        type: 'FIXED',
        discount: 1,
        products_bound: [elsewhere.id],
      });
      for (const code of ['BIG', 'P9']) {
        await expect(
          couponsInternal(h).redeem({ shop_id: SHOP_A, code, reference: `x-${code}`, lines }),
        ).rejects.toMatchObject({
          cause: { code: 'VALIDATION_ERROR', details: [{ field: 'code' }] },
        });
      }
      expect((await couponsAs(h, SHOP_A).getByCode({ code: 'BIG' })).used).toBe(0);
    });

    it('refuses in products_bound a product of another shop, or none, naming each index, at create and update', async () => {
      const mine = await product(h, SHOP_A);
      const theirs = await product(h, SHOP_B);
      const refused = await failureOf(
        couponsAs(h, SHOP_A).create({
          code: 'FOREIGN',
          type: 'FIXED',
          discount: 1,
          products_bound: [mine.id, theirs.id, 'nope'],
        }),
      );
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.details).toEqual([
        { field: 'products_bound.1', message: 'No such product in this shop.' },
        { field: 'products_bound.2', message: 'No such product in this shop.' },
      ]);
      expect((await couponsAs(h, SHOP_A).list({})).data).toEqual([]);
      const coupon = await couponsAs(h, SHOP_A).create({ code: 'MINE', type: 'FIXED', discount: 1 });
      const patched = await failureOf(
        couponsAs(h, SHOP_A).update({ id: coupon.id, products_bound: [theirs.uniqid] }),
      );
      expect(patched.details).toEqual([
        { field: 'products_bound.0', message: 'No such product in this shop.' },
      ]);
      expect((await couponsAs(h, SHOP_A).get({ id: coupon.id })).products_bound).toEqual([]);
    });

    it('stores products_bound as product ids, whichever handle was given', async () => {
      const bound = await product(h, SHOP_A);
      const coupon = await couponsAs(h, SHOP_A).create({
        code: 'BYUNIQID',
        type: 'FIXED',
        discount: 1,
        products_bound: [bound.uniqid, bound.id],
      });
      expect(coupon).toMatchObject({ products_bound: [bound.id], products_count: 1 });
    });
  });
}

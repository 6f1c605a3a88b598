import { createCallerFactory, ManualClock } from '@shopforge/service-kit';
import {
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

export interface SerialsHarness {
  prisma: CatalogPrisma;
  router: ReturnType<typeof createCatalogRouter>;
  close(): Promise<void>;
}

export async function openSerialsHarness(open: OpenTestDatabase): Promise<SerialsHarness> {
  const db = await open();
  const prisma = createPrismaClient(db.adapter);
  const router = createCatalogRouter({
    ...testDeps(prisma, new ManualClock(Date.UTC(2026, 10, 1)), db.sql),
    settings: parseCatalogSettings({}),
  });
  return {
    prisma,
    router,
    close: async () => {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

export const asShop = (h: SerialsHarness, shopId: string) =>
  createCallerFactory(h.router)(internalContext(testPrincipal(shopId)));
export const internal = (h: SerialsHarness) => createCallerFactory(h.router)(internalContext());

/** Serial stock rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeSerials(backend: string, open: OpenTestDatabase): void {
  describe(`serial stock on ${backend}`, () => {
    let h: SerialsHarness;
    beforeEach(async () => {
      h = await openSerialsHarness(open);
    });
    afterEach(async () => {
      await h.close();
    });
    const keys = (title = 'Game Key') =>
      asShop(h, SHOP_A).products.create({ title, price: 5, type: 'SERIALS' });

    it('starts a SERIALS product at stock 0 and counts added codes as its stock', async () => {
      const product = await keys();
      expect(product.stock).toBe(0);
      const added = await asShop(h, SHOP_A).serials.add({ id: product.id, serials: 'A,B,C' });
      expect(added).toMatchObject({ stock: 3, changed: 3, skipped: 0 });
      expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(3);
    });

    it('splits on the product’s stock_delimiter and skips codes already in stock', async () => {
      const product = await asShop(h, SHOP_A).products.create({
        title: 'Piped',
        price: 1,
        type: 'SERIALS',
        stock_delimiter: '|',
      });
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: 'A|B' });
      const again = await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['B', 'C', 'C'] });
      expect(again).toMatchObject({ stock: 3, changed: 1, skipped: 1 });
    });

    it('emits product:stock for added and removed codes, with previous and new stock', async () => {
      const product = await keys();
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['A', 'B', 'C'] });
      await asShop(h, SHOP_A).serials.remove({ id: product.id, serials: ['B', 'Z'] });
      const events = await h.prisma.outboxEvent.findMany({
        where: { type: 'product:stock' },
        orderBy: { sequence: 'asc' },
      });
      expect(events.map((e) => e.payload)).toMatchObject([
        { previous_stock: 0, stock: 3 },
        { previous_stock: 3, stock: 2 },
      ]);
    });

    it('removes only available codes, or all of them', async () => {
      const product = await keys();
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['A', 'B', 'C'] });
      await internal(h).stock.claim({
        shop_id: SHOP_A,
        product_id: product.id,
        quantity: 1,
        reference: 'order-1',
      });
      const removed = await asShop(h, SHOP_A).serials.remove({ id: product.id, all: true });
      expect(removed).toMatchObject({
        stock: 0,
        changed: 2,
        counts: [{ variant_id: null, available: 0, claimed: 1 }],
      });
    });

    it('refuses serials on a product of another type, and another shop’s product', async () => {
      const service = await asShop(h, SHOP_A).products.create({
        title: 'Service',
        price: 5,
        type: 'SERVICE',
      });
      await expect(asShop(h, SHOP_A).serials.add({ id: service.id, serials: 'A' })).rejects.toMatchObject({
        cause: { code: 'BAD_REQUEST' },
      });
      const product = await keys();
      await expect(asShop(h, SHOP_B).serials.add({ id: product.id, serials: 'A' })).rejects.toMatchObject({
        cause: { code: 'PRODUCT_NOT_FOUND' },
      });
    });

    it('refuses a direct stock edit of a SERIALS product', async () => {
      const product = await keys();
      await expect(asShop(h, SHOP_A).products.update({ id: product.id, stock: 10 })).rejects.toMatchObject({
        cause: { code: 'VALIDATION_ERROR', details: [{ field: 'stock' }] },
      });
    });

    it('claims codes for a reference once: a retried claim returns the same codes', async () => {
      const product = await keys();
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['A', 'B', 'C'] });
      const first = await internal(h).stock.claim({
        shop_id: SHOP_A,
        product_id: product.id,
        quantity: 2,
        reference: 'order-1',
      });
      expect(first.reused).toBe(false);
      expect(first.serials).toHaveLength(2);
      for (const serial of first.serials) expect(['A', 'B', 'C']).toContain(serial.code);
      const again = await internal(h).stock.claim({
        shop_id: SHOP_A,
        product_id: product.id,
        quantity: 2,
        reference: 'order-1',
      });
      expect(again).toEqual({ ...first, reused: true });
      expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(1);
      // Sales are not stock edits.
      expect(await h.prisma.outboxEvent.count({ where: { type: 'product:stock' } })).toBe(1);
    });

    it('hands codes out in the order they were added, across and within requests', async () => {
      const product = await keys();
      const first = Array.from({ length: 30 }, (_, i) => `A-${String(i).padStart(2, '0')}`);
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: first });
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['B-1', 'B-2'] });
      const claim = (reference: string, quantity: number) =>
        internal(h).stock.claim({ shop_id: SHOP_A, product_id: product.id, quantity, reference });
      expect((await claim('r1', 29)).serials.map((serial) => serial.code)).toEqual(first.slice(0, 29));
      expect((await claim('r2', 2)).serials.map((serial) => serial.code)).toEqual(['A-29', 'B-1']);
    });

    it('refuses a claim beyond the available codes as CONFLICT OUT_OF_STOCK, taking nothing', async () => {
      const product = await keys();
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['A'] });
      await expect(
        internal(h).stock.claim({
          shop_id: SHOP_A,
          product_id: product.id,
          quantity: 2,
          reference: 'order-2',
        }),
      ).rejects.toMatchObject({ cause: { code: 'CONFLICT', subcode: 'OUT_OF_STOCK' } });
      expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(1);
    });

    it('releases a claim back to stock (compensation), idempotently', async () => {
      const product = await keys();
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['A', 'B'] });
      await internal(h).stock.claim({
        shop_id: SHOP_A,
        product_id: product.id,
        quantity: 2,
        reference: 'order-3',
      });
      expect(await internal(h).stock.release({ shop_id: SHOP_A, reference: 'order-3' })).toEqual({
        reference: 'order-3',
        released: 2,
      });
      expect(await internal(h).stock.release({ shop_id: SHOP_A, reference: 'order-3' })).toEqual({
        reference: 'order-3',
        released: 0,
      });
      expect((await asShop(h, SHOP_A).products.get({ id: product.id })).stock).toBe(2);
    });

    it('does not copy serial codes when duplicating a product', async () => {
      const product = await keys();
      await asShop(h, SHOP_A).serials.add({ id: product.id, serials: ['A', 'B'] });
      const copy = await asShop(h, SHOP_A).products.duplicate({ uniqid: product.uniqid });
      expect(copy.stock).toBe(0);
      expect(await h.prisma.serial.count({ where: { productId: copy.id } })).toBe(0);
    });
  });
}

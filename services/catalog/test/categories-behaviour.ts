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

const SHOP_A = '0190f5a0-0000-7000-8000-00000000000a';
const SHOP_B = '0190f5a0-0000-7000-8000-00000000000b';

/** Category rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeCategories(backend: string, open: OpenTestDatabase): void {
  describe(`categories on ${backend}`, () => {
    let prisma: CatalogPrisma;
    let closeDb: () => Promise<void>;
    let router: ReturnType<typeof createCatalogRouter>;
    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      router = createCatalogRouter({
        ...testDeps(prisma, new ManualClock(Date.UTC(2026, 10, 1)), db.sql),
        settings: parseCatalogSettings({}),
      });
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });
    const as = (shopId: string) => createCallerFactory(router)(internalContext(testPrincipal(shopId)));
    const product = (title: string) => as(SHOP_A).products.create({ title, price: 1, type: 'SERVICE' });

    it('creates a category with products assigned, counting them', async () => {
      const a = await product('A');
      const b = await product('B');
      const category = await as(SHOP_A).categories.create({ title: 'Games', products: [a.id, b.uniqid] });
      expect(category).toMatchObject({
        title: 'Games',
        products_count: 2,
        sort_priority: 0,
        unlisted: false,
      });
      expect((await as(SHOP_A).products.get({ id: a.id })).category_id).toBe(category.id);
    });

    it('assigns through the product too, and refuses a category of another shop', async () => {
      const mine = await as(SHOP_A).categories.create({ title: 'Mine' });
      const theirs = await as(SHOP_B).categories.create({ title: 'Theirs' });
      const p = await as(SHOP_A).products.create({
        title: 'P',
        price: 1,
        type: 'SERVICE',
        category_id: mine.id,
      });
      expect(p.category_id).toBe(mine.id);
      await expect(as(SHOP_A).products.update({ id: p.id, category_id: theirs.id })).rejects.toMatchObject({
        cause: { code: 'VALIDATION_ERROR', details: [{ field: 'category_id' }] },
      });
      await expect(as(SHOP_A).categories.get({ id: theirs.id })).rejects.toMatchObject({
        cause: { code: 'CATEGORY_NOT_FOUND' },
      });
    });

    it('names each unknown product of an assignment in details', async () => {
      const a = await product('A');
      await expect(
        as(SHOP_A).categories.create({ title: 'X', products: [a.id, 'nope'] }),
      ).rejects.toMatchObject({
        cause: { code: 'VALIDATION_ERROR', details: [{ field: 'products.1' }] },
      });
      expect((await as(SHOP_A).categories.list({})).data).toEqual([]);
    });

    it('updates only the keys present; deleting leaves its products uncategorised', async () => {
      const a = await product('A');
      const category = await as(SHOP_A).categories.create({ title: 'Old', products: [a.id] });
      const updated = await as(SHOP_A).categories.update({ id: category.id, title: 'New' });
      expect(updated).toMatchObject({ title: 'New', products_count: 1 });
      await as(SHOP_A).categories.delete({ id: category.uniqid });
      expect((await as(SHOP_A).products.get({ id: a.id })).category_id).toBeNull();
      await expect(as(SHOP_A).categories.get({ id: category.id })).rejects.toMatchObject({
        cause: { code: 'CATEGORY_NOT_FOUND' },
      });
    });
  });
}

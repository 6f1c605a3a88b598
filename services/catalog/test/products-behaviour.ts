import { productSchema } from '@shopforge/contracts';
import { createCallerFactory, ManualClock, uniqid, uuidv7 } from '@shopforge/service-kit';
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

/** The product list's rules, run on PGlite (unit) and the real PostgreSQL (integration). */
export function describeProductList(backend: string, open: OpenTestDatabase): void {
  describe(`product list on ${backend}`, () => {
    let prisma: CatalogPrisma;
    let closeDb: () => Promise<void>;
    let router: ReturnType<typeof createCatalogRouter>;
    let time = Date.UTC(2026, 10, 1);

    async function insertProduct(shopId: string, title: string, price = '9.99') {
      time += 1000;
      return prisma.product.create({
        data: {
          id: uuidv7(time),
          uniqid: uniqid(),
          shopId,
          slug: `${title.toLowerCase().replace(/\s+/g, '-')}-${time}`,
          title,
          currency: 'USD',
          type: 'SERIALS',
          price,
          gateways: ['TEST'],
          createdAt: new Date(time),
          updatedAt: new Date(time),
        },
      });
    }

    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      const clock = new ManualClock();
      router = createCatalogRouter({
        ...testDeps(prisma, clock, db.sql),
        settings: parseCatalogSettings({}),
      });
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });

    const asShop = (shopId: string) => createCallerFactory(router)(internalContext(testPrincipal(shopId)));

    it('returns every field of the spec’s product record, numbers as numbers', async () => {
      await insertProduct(SHOP_A, 'Game Key', '19.90');
      const page = await asShop(SHOP_A).products.list({});
      expect(page.data).toHaveLength(1);
      const product = productSchema.parse(page.data[0]);
      expect(product).toMatchObject({
        title: 'Game Key',
        price: 19.9,
        price_display: 19.9,
        stock: -1,
        type: 'SERIALS',
      });
      expect(Number.isInteger(product.created_at)).toBe(true);
      expect(product).not.toHaveProperty('variants');
    });

    it('pages newest first with an opaque cursor until has_more is false', async () => {
      for (let i = 1; i <= 5; i++) await insertProduct(SHOP_A, `Product ${i}`);
      const first = await asShop(SHOP_A).products.list({ limit: 2 });
      expect(first.data.map((p) => p.title)).toEqual(['Product 5', 'Product 4']);
      expect(first.pagination.has_more).toBe(true);
      const second = await asShop(SHOP_A).products.list({ limit: 2, cursor: first.pagination.next_cursor! });
      expect(second.data.map((p) => p.title)).toEqual(['Product 3', 'Product 2']);
      const third = await asShop(SHOP_A).products.list({ limit: 2, cursor: second.pagination.next_cursor! });
      expect(third.data.map((p) => p.title)).toEqual(['Product 1']);
      expect(third.pagination).toEqual({ next_cursor: null, has_more: false });
    });

    it('never shows another shop’s products', async () => {
      await insertProduct(SHOP_A, 'Mine');
      await insertProduct(SHOP_B, 'Theirs');
      const page = await asShop(SHOP_A).products.list({});
      expect(page.data.map((p) => p.title)).toEqual(['Mine']);
    });

    it('inlines variant prices with include_variants=true', async () => {
      const product = await insertProduct(SHOP_A, 'Bundle');
      for (const [index, title] of ['Basic', 'Pro'].entries()) {
        await prisma.variant.create({
          data: {
            id: uuidv7(),
            productId: product.id,
            title,
            price: index === 0 ? '5.00' : '12.50',
            sortOrder: index,
            createdAt: new Date(),
            updatedAt: new Date(),
          },
        });
      }
      const page = await asShop(SHOP_A).products.list({ include_variants: true });
      expect(page.data[0]?.variants?.map((v) => [v.title, v.price])).toEqual([
        ['Basic', 5],
        ['Pro', 12.5],
      ]);
    });

    it('refuses a tampered cursor as a validation error on the cursor field', async () => {
      await expect(
        asShop(SHOP_A).products.list({ cursor: 'eyJ2IjoxLCJpZCI6Im5vcGUifQ' }),
      ).rejects.toMatchObject({
        cause: {
          code: 'VALIDATION_ERROR',
          details: [{ field: 'cursor', message: 'Invalid cursor.' }],
        },
      });
    });
  });
}

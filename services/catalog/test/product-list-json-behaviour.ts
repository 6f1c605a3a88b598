import { productListSchema, productSchema } from '@shopforge/contracts';
import { createCallerFactory, jsonTextOf, ManualClock, uniqid, uuidv7 } from '@shopforge/service-kit';
import {
  internalContext,
  type OpenTestDatabase,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogPrisma, createPrismaClient } from '../src/db/client';
import { toProductRecord } from '../src/domain/product-record';
import { parseCatalogSettings } from '../src/env';
import { createCatalogRouter } from '../src/router';

const SHOP_A = '0190f5a0-0000-7000-8000-0000000000a1';
const SHOP_B = '0190f5a0-0000-7000-8000-0000000000b1';

/** Text that JSON must escape, and text it must not. */
const AWKWARD =
  'quote " backslash \\ slash / newline \n tab \t bell \u0007 unit \u001f del \u007f é 𝄞 \u2028 </script>';

/**
 * The product list is serialised by the database (db/product-list-json.ts). Its text must be
 * byte for byte what the Prisma rows gave through `toProductRecord` and the contract schema.
 */
export function describeProductListJson(backend: string, open: OpenTestDatabase): void {
  describe(`product list serialised by ${backend}`, () => {
    let prisma: CatalogPrisma;
    let closeDb: () => Promise<void>;
    let router: ReturnType<typeof createCatalogRouter>;
    let time = Date.UTC(2026, 10, 1) + 999;

    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      router = createCatalogRouter({
        ...testDeps(prisma, new ManualClock(), db.sql),
        settings: parseCatalogSettings({}),
      });
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });

    const asShop = (shopId: string) => createCallerFactory(router)(internalContext(testPrincipal(shopId)));

    async function insert(
      shopId: string,
      overrides: Partial<Parameters<CatalogPrisma['product']['create']>[0]['data']> = {},
    ) {
      time += 1000;
      return prisma.product.create({
        data: {
          id: uuidv7(time),
          uniqid: uniqid(),
          shopId,
          slug: `p-${time}`,
          title: `Product ${time}`,
          currency: 'USD',
          type: 'SERVICE',
          price: '9.99',
          gateways: ['TEST'],
          createdAt: new Date(time),
          updatedAt: new Date(time + 1),
          ...overrides,
        },
      });
    }

    /** What the list answered before: Prisma rows → toProductRecord → the contract schema. */
    async function mapped(shopId: string, ids: string[], pagination: unknown, withVariants = false) {
      const rows = await prisma.product.findMany({ where: { id: { in: ids } }, orderBy: { id: 'desc' } });
      const variants = await prisma.variant.findMany({
        where: { productId: { in: ids } },
        orderBy: [{ productId: 'asc' }, { sortOrder: 'asc' }],
      });
      expect(rows.every((row) => row.shopId === shopId)).toBe(true);
      const data = rows.map((row) =>
        toProductRecord(row, withVariants ? variants.filter((v) => v.productId === row.id) : undefined),
      );
      return JSON.stringify(productListSchema.parse({ data, pagination }));
    }

    it('writes nulls, decimals, timestamps, escapes and jsonb fields exactly as the record mapping did', async () => {
      const plain = await insert(SHOP_A);
      const full = await insert(SHOP_A, {
        title: AWKWARD,
        description: AWKWARD,
        deliveryText: '',
        price: '1000000000.00',
        cost: '0.01',
        discountPercent: '33.30',
        affiliateRevenuePercent: '100.00',
        recurringInterval: 'MONTH',
        subtype: 'RECURRING',
        quantityMax: -1,
        sortPriority: -1000,
        categoryId: '0190f5a0-0000-7000-8000-00000000cafe',
        unlisted: true,
        onHold: true,
        gateways: ['TEST', 'A "quoted" gateway', '\\'],
        customFields: [
          { name: 'Discord', type: 'text', required: true, placeholder: null, options: [] },
          {
            name: AWKWARD,
            type: 'select',
            required: false,
            placeholder: 'pick',
            options: ['a', 'b "c"', ''],
          },
        ],
        volumeDiscounts: [
          { quantity: 10, type: 'PERCENTAGE', value: 2.5 },
          { quantity: 100, type: 'FIXED', value: 10 },
          { quantity: 1000, type: 'FIXED', value: 0.1 },
        ],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, 999)),
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 1, 0)),
      });
      const odd = await insert(SHOP_A, { price: '12.50', customFields: {}, volumeDiscounts: 'not a list' });
      const page = await asShop(SHOP_A).products.list({});
      const text = jsonTextOf(page);
      expect(text).not.toBeNull();
      expect(text).toBe(
        await mapped(SHOP_A, [plain.id, full.id, odd.id], { next_cursor: null, has_more: false }),
      );
    });

    it('serves one product by id or uniqid as the record mapping did, and not another shop’s or a deleted one', async () => {
      const full = await insert(SHOP_A, {
        title: AWKWARD,
        price: '1000000000.00',
        discountPercent: '33.30',
        gateways: ['TEST', 'A "quoted" gateway', '\\'],
        customFields: [
          { name: AWKWARD, type: 'select', required: false, placeholder: 'p', options: ['a', ''] },
        ],
        volumeDiscounts: [{ quantity: 10, type: 'PERCENTAGE', value: 2.5 }],
      });
      const expected = JSON.stringify(
        productSchema.parse(
          toProductRecord(await prisma.product.findUniqueOrThrow({ where: { id: full.id } })),
        ),
      );
      expect(jsonTextOf(await asShop(SHOP_A).products.get({ id: full.id }))).toBe(expected);
      expect(jsonTextOf(await asShop(SHOP_A).products.get({ id: full.id.toUpperCase() }))).toBe(expected);
      expect(jsonTextOf(await asShop(SHOP_A).products.get({ id: full.uniqid }))).toBe(expected);
      const deleted = await insert(SHOP_A, { deletedAt: new Date(time) });
      for (const [shop, id] of [
        [SHOP_B, full.id],
        [SHOP_A, deleted.id],
        [SHOP_A, 'no-such-uniqid'],
      ] as const) {
        await expect(asShop(shop).products.get({ id })).rejects.toMatchObject({
          cause: { code: 'PRODUCT_NOT_FOUND' },
        });
      }
    });

    it('writes variants exactly as the record mapping did, with include_variants=true', async () => {
      const product = await insert(SHOP_A);
      await insert(SHOP_A);
      for (const [index, price] of ['5.00', '12.50', '0.10'].entries()) {
        await prisma.variant.create({
          data: {
            id: uuidv7(),
            productId: product.id,
            title: `${AWKWARD} ${index}`,
            price,
            stock: index - 1,
            sortOrder: 2 - index,
            createdAt: new Date(),
            updatedAt: new Date(),
          },
        });
      }
      const page = await asShop(SHOP_A).products.list({ include_variants: true });
      const ids = page.data.map((p) => p.id);
      expect(jsonTextOf(page)).toBe(await mapped(SHOP_A, ids, { next_cursor: null, has_more: false }, true));
    });

    it('pages by cursor through the same rows, newest first, each page equal to the mapping', async () => {
      for (let i = 0; i < 5; i++) await insert(SHOP_A);
      await insert(SHOP_B);
      const deleted = await insert(SHOP_A);
      await prisma.product.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await asShop(SHOP_A).products.list({ limit: 2, ...(cursor ? { cursor } : {}) });
        const ids = page.data.map((p) => p.id);
        expect(jsonTextOf(page)).toBe(await mapped(SHOP_A, ids, page.pagination));
        seen.push(...ids);
        cursor = page.pagination.next_cursor ?? undefined;
      } while (cursor);
      const expected = await prisma.product.findMany({
        where: { shopId: SHOP_A, deletedAt: null },
        orderBy: { id: 'desc' },
      });
      expect(seen).toEqual(expected.map((row) => row.id));
    });

    it('answers an empty page for a shop without products', async () => {
      await insert(SHOP_A);
      const page = await asShop(SHOP_B).products.list({});
      expect(jsonTextOf(page)).toBe('{"data":[],"pagination":{"next_cursor":null,"has_more":false}}');
    });
  });
}

import { categoryListSchema, couponListSchema } from '@shopforge/contracts';
import {
  createCallerFactory,
  jsonTextOf,
  ManualClock,
  pageOf,
  toUnixSeconds,
  uuidv7,
} from '@shopforge/service-kit';
import {
  internalContext,
  type OpenTestDatabase,
  testDeps,
  testPrincipal,
} from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogPrisma, createPrismaClient } from '../src/db/client';
import { toCouponRecord } from '../src/domain/coupon-record';
import { parseCatalogSettings } from '../src/env';
import { createCatalogRouter } from '../src/router';

const SHOP_A = '0190f5a0-0000-7000-8000-0000000000a1';
const SHOP_B = '0190f5a0-0000-7000-8000-0000000000b1';

/** Text that JSON must escape, and text it must not. */
const AWKWARD =
  'quote " backslash \\ slash / newline \n tab \t bell \u0007 unit \u001f del \u007f é 𝄞 \u2028 </script>';

/**
 * The coupon and category lists are serialised by the database (db/list-coupons-json.ts,
 * db/list-categories-json.ts). Their text must be byte for byte what the Prisma rows gave
 * through the record mappings and the contract schemas.
 */
export function describeCouponCategoryListJson(backend: string, open: OpenTestDatabase): void {
  describe(`coupon and category lists serialised by ${backend}`, () => {
    let prisma: CatalogPrisma;
    let deps: ReturnType<typeof testDeps<CatalogPrisma>>;
    let closeDb: () => Promise<void>;
    let router: ReturnType<typeof createCatalogRouter>;

    beforeEach(async () => {
      const db = await open();
      prisma = createPrismaClient(db.adapter);
      closeDb = db.close;
      deps = testDeps(prisma, new ManualClock(Date.UTC(2026, 10, 1)), db.sql);
      router = createCatalogRouter({ ...deps, settings: parseCatalogSettings({}) });
    });
    afterEach(async () => {
      await prisma.$disconnect();
      await closeDb();
    });

    const asShop = (shopId: string) => createCallerFactory(router)(internalContext(testPrincipal(shopId)));
    let time = Date.UTC(2026, 0, 1) + 999;
    const next = () => {
      time += 1000;
      return new Date(time);
    };

    /** What the coupon list answered before. */
    async function oldCoupons(cursor: string | undefined, limit: number) {
      const after = cursor ? deps.cursors.decode(cursor, 'coupons') : null;
      const rows = await prisma.coupon.findMany({
        where: { shopId: SHOP_A, deletedAt: null, ...(after ? { id: { lt: after.id } } : {}) },
        orderBy: { id: 'desc' },
        take: limit + 1,
      });
      const { items, pagination } = pageOf(rows, limit, (last) =>
        deps.cursors.encode({ id: last.id }, 'coupons'),
      );
      return JSON.stringify(couponListSchema.parse({ data: items.map(toCouponRecord), pagination }));
    }

    /** What the category list answered before: one count per category. */
    async function oldCategories(cursor: string | undefined, limit: number) {
      const after = cursor ? deps.cursors.decode(cursor, 'categories') : null;
      const rows = await prisma.category.findMany({
        where: { shopId: SHOP_A, ...(after ? { id: { lt: after.id } } : {}) },
        orderBy: { id: 'desc' },
        take: limit + 1,
      });
      const { items, pagination } = pageOf(rows, limit, (last) =>
        deps.cursors.encode({ id: last.id }, 'categories'),
      );
      const data = await Promise.all(
        items.map(async (row) => ({
          id: row.id,
          uniqid: row.uniqid,
          shop_id: row.shopId,
          title: row.title,
          sort_priority: row.sortPriority,
          unlisted: row.unlisted,
          products_count: await prisma.product.count({
            where: { shopId: row.shopId, categoryId: row.id, deletedAt: null },
          }),
          created_at: toUnixSeconds(row.createdAt),
          updated_at: toUnixSeconds(row.updatedAt),
        })),
      );
      return JSON.stringify(categoryListSchema.parse({ data, pagination }));
    }

    async function walk(
      list: (input: { limit: number; cursor?: string }) => Promise<unknown>,
      old: (cursor: string | undefined, limit: number) => Promise<string>,
    ) {
      let pages = 0;
      for (const limit of [1, 2, 50]) {
        let cursor: string | undefined;
        do {
          const text = jsonTextOf(await list({ limit, ...(cursor ? { cursor } : {}) }));
          expect(text).toBe(await old(cursor, limit));
          pages += 1;
          cursor =
            (JSON.parse(text ?? '{}') as { pagination: { next_cursor: string | null } }).pagination
              .next_cursor ?? undefined;
        } while (cursor);
      }
      return pages;
    }

    async function coupon(shopId: string, data: Record<string, unknown> = {}) {
      const at = next();
      return prisma.coupon.create({
        data: {
          id: uuidv7(at.getTime()),
          uniqid: `u${at.getTime()}`,
          shopId,
          code: `CODE${at.getTime()}`,
          codeKey: `code${at.getTime()}`,
          type: 'PERCENTAGE',
          discount: '12.50',
          createdAt: at,
          updatedAt: at,
          ...data,
        },
      });
    }

    it('writes coupons as the record mapping did, page by page', async () => {
      await coupon(SHOP_A, {
        code: AWKWARD,
        discount: '1000000000.00',
        used: 3,
        maxUses: 10,
        minOrderAmount: '0.01',
        maxDiscount: '5.00',
        validFrom: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, 999)),
        validUntil: new Date(Date.UTC(2027, 0, 1)),
        isActive: false,
        productsBound: ['a', 'b "c"', AWKWARD],
      });
      await coupon(SHOP_A, { type: 'FIXED', productsBound: [] });
      await coupon(SHOP_A);
      const deleted = await coupon(SHOP_A);
      await prisma.coupon.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
      await coupon(SHOP_B);
      expect(await walk((input) => asShop(SHOP_A).coupons.list(input), oldCoupons)).toBeGreaterThan(3);
    });

    it('writes categories with their products count as the mapping did, page by page', async () => {
      const categories = [];
      for (const [index, title] of [AWKWARD, '', 'third'].entries()) {
        const at = next();
        categories.push(
          await prisma.category.create({
            data: {
              id: uuidv7(at.getTime()),
              uniqid: `k${at.getTime()}`,
              shopId: SHOP_A,
              title,
              sortPriority: index === 0 ? -1000 : index,
              unlisted: index === 1,
              createdAt: at,
              updatedAt: new Date(at.getTime() + 1),
            },
          }),
        );
      }
      for (const [index, categoryId] of [
        categories[0]?.id,
        categories[0]?.id,
        categories[2]?.id,
        categories[0]?.id,
      ].entries()) {
        const at = next();
        await prisma.product.create({
          data: {
            id: uuidv7(at.getTime()),
            uniqid: `p${at.getTime()}`,
            shopId: SHOP_A,
            slug: `p-${at.getTime()}`,
            title: 'P',
            currency: 'USD',
            type: 'SERVICE',
            price: '1.00',
            gateways: ['TEST'],
            categoryId: categoryId ?? null,
            createdAt: at,
            updatedAt: at,
            ...(index === 3 ? { deletedAt: at } : {}),
          },
        });
      }
      await prisma.category.create({
        data: {
          id: uuidv7(),
          uniqid: 'other',
          shopId: SHOP_B,
          title: 'B',
          createdAt: next(),
          updatedAt: next(),
        },
      });
      expect(await walk((input) => asShop(SHOP_A).categories.list(input), oldCategories)).toBeGreaterThan(3);
      const first = jsonTextOf(await asShop(SHOP_A).categories.list({ limit: 50 })) ?? '';
      expect(first).toContain('"products_count":2');
    });
  });
}

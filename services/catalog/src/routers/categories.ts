import {
  categoryListSchema,
  categoryRefSchema,
  categorySchema,
  createCategoryInputSchema,
  deletedCategorySchema,
  listCategoriesInputSchema,
  updateCategoryInputSchema,
} from '@shopforge/contracts';
import {
  jsonListPage,
  jsonPageOutput,
  newestFirstJsonPage,
  router,
  shopProcedure,
  sql,
  toUnixSeconds,
  uniqid,
  uuidv7,
} from '@shopforge/service-kit';
import type { z } from 'zod';
import { findCategory } from '../db/find-category';
import { CATEGORY_JSON } from '../db/list-categories-json';
import { resolveProductRefs } from '../db/product-refs';
import type { CatalogDeps } from '../deps';
import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;
const LIST_BINDING = 'categories';
interface CategoryRow {
  id: string;
  uniqid: string;
  shopId: string;
  title: string;
  sortPriority: number;
  unlisted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

async function toRecord(db: Pick<Tx, 'product'>, row: CategoryRow) {
  const productsCount = await db.product.count({
    where: { shopId: row.shopId, categoryId: row.id, deletedAt: null },
  });
  return {
    id: row.id,
    uniqid: row.uniqid,
    shop_id: row.shopId,
    title: row.title,
    sort_priority: row.sortPriority,
    unlisted: row.unlisted,
    products_count: productsCount,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** Assigns the listed products (id or uniqid) to the category; an unknown one fails the request. */
async function assignProducts(
  tx: Tx,
  shopId: string,
  categoryId: string,
  refs: readonly string[],
  now: Date,
) {
  const ids = await resolveProductRefs(tx, shopId, 'products', refs);
  await tx.product.updateMany({ where: { id: { in: ids } }, data: { categoryId, updatedAt: now } });
}

export function categoriesRouter({ prisma, clock, cursors, sql: db }: CatalogDeps) {
  return router({
    create: shopProcedure
      .input(createCategoryInputSchema)
      .output(categorySchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const row = await tx.category.create({
            data: {
              id: uuidv7(now.getTime()),
              uniqid: uniqid(),
              shopId: ctx.shopId,
              title: input.title,
              sortPriority: input.sort_priority,
              unlisted: input.unlisted,
              createdAt: now,
              updatedAt: now,
            },
          });
          await assignProducts(tx, ctx.shopId, row.id, input.products, now);
          return toRecord(tx, row);
        });
      }),

    /** One statement serialises the page with each category's products count (db/list-categories-json.ts). */
    list: shopProcedure
      .input(listCategoriesInputSchema)
      .output(jsonPageOutput(categoryListSchema))
      .query(async ({ ctx, input }) => {
        const page = await newestFirstJsonPage(db, cursors, input, LIST_BINDING, {
          record: CATEGORY_JSON,
          from: sql`categories k`,
          shopScope: sql`k.shop_id = ${ctx.shopId}::uuid`,
          id: sql`k.id`,
        });
        return jsonListPage<z.output<typeof categoryListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(categoryRefSchema)
      .output(categorySchema)
      .query(async ({ ctx, input }) => toRecord(prisma, await findCategory(prisma, ctx.shopId, input.id))),

    update: shopProcedure
      .input(updateCategoryInputSchema.extend(categoryRefSchema.shape))
      .output(categorySchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const existing = await findCategory(tx, ctx.shopId, input.id);
          const row = await tx.category.update({
            where: { id: existing.id },
            data: {
              ...(input.title === undefined ? {} : { title: input.title }),
              ...(input.sort_priority === undefined ? {} : { sortPriority: input.sort_priority }),
              ...(input.unlisted === undefined ? {} : { unlisted: input.unlisted }),
              updatedAt: now,
            },
          });
          if (input.products !== undefined) await assignProducts(tx, ctx.shopId, row.id, input.products, now);
          return toRecord(tx, row);
        });
      }),

    /** Deleting a category leaves its products uncategorised, never deletes them. */
    delete: shopProcedure
      .input(categoryRefSchema)
      .output(deletedCategorySchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const existing = await findCategory(tx, ctx.shopId, input.id);
          await tx.product.updateMany({
            where: { shopId: ctx.shopId, categoryId: existing.id },
            data: { categoryId: null, updatedAt: now },
          });
          await tx.category.delete({ where: { id: existing.id } });
          return { id: existing.id, deleted: true as const };
        });
      }),
  });
}

import {
  createProductInputSchema,
  deletedProductSchema,
  listProductsInputSchema,
  productListSchema,
  productRefSchema,
  productSchema,
  productUniqidRefSchema,
  updateProductInputSchema,
} from '@shopforge/contracts';
import {
  jsonListPage,
  jsonPageOutput,
  jsonRecordOutput,
  router,
  shopProcedure,
} from '@shopforge/service-kit';
import type { z } from 'zod';
import { deleteProduct } from '../db/delete-product';
import { duplicateProduct } from '../db/duplicate-product';
import { findProductJson } from '../db/find-product-json';
import { insertProduct } from '../db/insert-product';
import { listProductPage } from '../db/list-products';
import { updateProduct } from '../db/update-product';
import type { CatalogDeps } from '../deps';
import { toProductRecord } from '../domain/product-record';
import { assertRecurringInterval } from '../domain/recurring-interval';
import { assertDynamicWebhook } from './dynamic-webhook';

/**
 * The products resource. Each write and the outbox event it emits run in one transaction
 * (db/insert-product.ts, update-, delete-, duplicate-product.ts); reads are serialised by the
 * database (db/list-products.ts, db/find-product-json.ts). Checks that may wait on the network
 * (`assertDynamicWebhook`) run before the transaction opens.
 */
export function productsRouter(deps: CatalogDeps) {
  const { prisma, clock, settings } = deps;
  return router({
    create: shopProcedure
      .input(createProductInputSchema)
      .output(productSchema)
      .mutation(async ({ ctx, input }) => {
        assertRecurringInterval(input);
        await assertDynamicWebhook(settings, input.dynamic_webhook);
        const now = clock.now();
        const shop = { id: ctx.shopId, currency: ctx.principal.currency };
        const row = await prisma.$transaction((tx) => insertProduct(tx, shop, input, now));
        return toProductRecord(row);
      }),

    list: shopProcedure
      .input(listProductsInputSchema)
      .output(jsonPageOutput(productListSchema))
      .query(async ({ ctx, input }) => {
        const page = await listProductPage(deps, {
          shopId: ctx.shopId,
          includeVariants: input.include_variants,
          cursor: input.cursor,
          limit: input.limit,
        });
        return jsonListPage<z.output<typeof productListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(productRefSchema)
      .output(jsonRecordOutput(productSchema))
      .query(({ ctx, input }) => findProductJson(deps.sql, ctx.shopId, input.id)),

    update: shopProcedure
      .input(updateProductInputSchema.extend(productRefSchema.shape))
      .output(productSchema)
      .mutation(async ({ ctx, input }) => {
        const { id, ...changes } = input;
        await assertDynamicWebhook(settings, changes.dynamic_webhook);
        const now = clock.now();
        const row = await prisma.$transaction((tx) => updateProduct(tx, ctx.shopId, id, changes, now));
        return toProductRecord(row);
      }),

    delete: shopProcedure
      .input(productRefSchema)
      .output(deletedProductSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        const id = await prisma.$transaction((tx) => deleteProduct(tx, ctx.shopId, input.id, now));
        return { id, deleted: true as const };
      }),

    duplicate: shopProcedure
      .input(productUniqidRefSchema)
      .output(productSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        const row = await prisma.$transaction((tx) => duplicateProduct(tx, ctx.shopId, input.uniqid, now));
        return toProductRecord(row);
      }),
  });
}

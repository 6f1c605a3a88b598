import { createProductInputSchema, productSchema } from '@shopforge/contracts';
import { shopProcedure } from '@shopforge/service-kit';
import { insertProduct } from '../db/insert-product';
import type { CatalogDeps } from '../deps';
import { toProductRecord } from '../domain/product-record';
import { assertDynamicWebhook } from './dynamic-webhook';

export function createProductProcedure({ prisma, clock, settings }: CatalogDeps) {
  return shopProcedure
    .input(createProductInputSchema)
    .output(productSchema)
    .mutation(async ({ ctx, input }) => {
      await assertDynamicWebhook(settings, input.dynamic_webhook);
      const now = clock.now();
      // The product and its `product:created` event commit together or not at all.
      const row = await prisma.$transaction((tx) =>
        insertProduct(tx, { id: ctx.shopId, currency: ctx.principal.currency }, input, now),
      );
      return toProductRecord(row);
    });
}

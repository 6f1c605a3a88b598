import { operatorCreatedProductSchema, operatorCreateProductInputSchema } from '@shopforge/contracts';
import { operatorProcedure, router } from '@shopforge/service-kit';
import { insertProduct } from '../db/insert-product';
import type { CatalogDeps } from '../deps';
import { toProductRecord } from '../domain/product-record';
import { assertRecurringInterval } from '../domain/recurring-interval';
import { assertDynamicWebhook } from './dynamic-webhook';
import { addSerialCodes } from './serials';

/** Operator-only procedures (ADR 0002): quick setup from the CLI and the demo seed. */
export function operatorRouter({ prisma, clock, settings }: CatalogDeps) {
  return router({
    createProduct: operatorProcedure
      .input(operatorCreateProductInputSchema)
      .output(operatorCreatedProductSchema)
      .mutation(async ({ input }) => {
        assertRecurringInterval(input.product, null, 'product');
        await assertDynamicWebhook(settings, input.product.dynamic_webhook);
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const created = await insertProduct(
            tx,
            { id: input.shop_id, currency: input.shop_currency },
            input.product,
            now,
          );
          if (input.serials.length > 0 && created.type === 'SERIALS') {
            await addSerialCodes(tx, created, input.serials, null, now);
          }
          return tx.product.findUniqueOrThrow({ where: { id: created.id } });
        });
        return { product: toProductRecord(row) };
      }),
  });
}

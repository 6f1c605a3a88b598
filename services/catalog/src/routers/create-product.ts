import { createProductInputSchema, productSchema } from '@shopforge/contracts';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import {
  firstFreeSlug,
  shopProcedure,
  slugCollisionFilter,
  slugify,
  uniqid,
  uuidv7,
} from '@shopforge/service-kit';
import { assertCategoryField } from '../db/find-category';
import { createColumnsOf } from '../db/product-columns';
import type { CatalogDeps } from '../deps';
import { productEventData } from '../domain/product-event';
import { toProductRecord } from '../domain/product-record';

export function createProductProcedure({ prisma, clock }: CatalogDeps) {
  return shopProcedure
    .input(createProductInputSchema)
    .output(productSchema)
    .mutation(async ({ ctx, input }) => {
      const now = clock.now();
      const base = slugify(input.title);
      // The product and its `product:created` event commit together or not at all.
      const row = await prisma.$transaction(async (tx) => {
        await assertCategoryField(tx, ctx.shopId, input.category_id);
        const taken = await tx.product.findMany({
          where: { shopId: ctx.shopId, ...slugCollisionFilter(base) },
          select: { slug: true },
        });
        const created = await tx.product.create({
          data: {
            ...createColumnsOf(input),
            title: input.title,
            type: input.type,
            price: input.price.toFixed(2),
            id: uuidv7(now.getTime()),
            uniqid: uniqid(),
            shopId: ctx.shopId,
            slug: firstFreeSlug(
              base,
              taken.map((existing) => existing.slug),
            ),
            currency: input.currency ?? ctx.principal.currency,
            // A SERIALS product's stock is its count of available codes: none yet.
            ...(input.type === 'SERIALS' ? { stock: 0 } : {}),
            createdAt: now,
            updatedAt: now,
          },
        });
        await writeOutboxEvent(prismaExecutor(tx), {
          type: 'product:created',
          shop_id: ctx.shopId,
          aggregate_id: created.id,
          data: productEventData(created),
          occurred_at: now,
        });
        return created;
      });
      return toProductRecord(row);
    });
}

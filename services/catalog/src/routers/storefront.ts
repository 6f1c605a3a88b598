import { storefrontProductsInputSchema, storefrontProductsSchema } from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import type { CatalogDeps } from '../deps';

/**
 * The products a shop's public storefront lists (the themes service renders them): listed,
 * public, not on hold, not deleted; highest sort priority first, then newest.
 */
export function storefrontRouter({ prisma }: CatalogDeps) {
  return router({
    products: internalProcedure
      .input(storefrontProductsInputSchema)
      .output(storefrontProductsSchema)
      .query(async ({ input }) => {
        const rows = await prisma.product.findMany({
          where: { shopId: input.shop_id, deletedAt: null, unlisted: false, private: false, onHold: false },
          orderBy: [{ sortPriority: 'desc' }, { id: 'desc' }],
          take: input.limit,
        });
        return {
          products: rows.map((row) => ({
            id: row.id,
            uniqid: row.uniqid,
            title: row.title,
            description: row.description,
            price: row.price.toFixed(2),
            currency: row.currency,
          })),
        };
      }),
  });
}

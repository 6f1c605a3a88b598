import { lookedUpProductsSchema, lookupProductsInputSchema } from '@shopforge/contracts';
import { internalProcedure, isUuid } from '@shopforge/service-kit';
import type { CatalogDeps } from '../deps';

/**
 * Internal (reseller service): products of one shop by id or uniqid, with their variants and
 * stock, for a caller that acts for a reseller rather than the merchant. The shop is named in
 * the input because no merchant principal exists on those calls; the reseller service takes it
 * from the reseller's key, never from a request.
 */
export function productLookupProcedure({ prisma }: CatalogDeps) {
  return internalProcedure
    .input(lookupProductsInputSchema)
    .output(lookedUpProductsSchema)
    .query(async ({ input }) => {
      if (input.refs.length === 0) return { data: [] };
      const ids = input.refs.filter(isUuid).map((ref) => ref.toLowerCase());
      const uniqids = input.refs.filter((ref) => !isUuid(ref));
      const rows = await prisma.product.findMany({
        where: {
          shopId: input.shop_id,
          deletedAt: null,
          OR: [{ id: { in: ids } }, { uniqid: { in: uniqids } }],
        },
        include: { variants: { orderBy: { sortOrder: 'asc' } } },
        orderBy: { id: 'asc' },
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          uniqid: row.uniqid,
          title: row.title,
          type: row.type,
          currency: row.currency,
          price: row.price.toFixed(2),
          stock: row.stock,
          on_hold: row.onHold,
          volume_discount_enabled: Array.isArray(row.volumeDiscounts) && row.volumeDiscounts.length > 0,
          variants: row.variants.map((variant) => ({
            id: variant.id,
            title: variant.title,
            price: variant.price.toFixed(2),
            stock: variant.stock,
          })),
        })),
      };
    });
}

import { listProductsInputSchema, productListSchema } from '@shopforge/contracts';
import { decodeCursor, pageOf, router, shopProcedure } from '@shopforge/service-kit';
import type { CatalogDeps } from '../deps';
import { toProductRecord, type VariantRow } from '../domain/product-record';

export function productsRouter({ prisma }: CatalogDeps) {
  return router({
    list: shopProcedure
      .input(listProductsInputSchema)
      .output(productListSchema)
      .query(async ({ ctx, input }) => {
        const after = input.cursor ? decodeCursor(input.cursor) : null;
        const rows = await prisma.product.findMany({
          where: { shopId: ctx.shopId, deletedAt: null, ...(after ? { id: { lt: after.id } } : {}) },
          orderBy: { id: 'desc' },
          take: input.limit + 1,
        });
        const { items, pagination } = pageOf(rows, input.limit);
        const variants = new Map<string, VariantRow[]>();
        if (input.include_variants && items.length > 0) {
          const found = await prisma.variant.findMany({
            where: { productId: { in: items.map((item) => item.id) } },
            orderBy: [{ productId: 'asc' }, { sortOrder: 'asc' }],
          });
          for (const variant of found) {
            variants.set(variant.productId, [...(variants.get(variant.productId) ?? []), variant]);
          }
        }
        return {
          data: items.map((row) =>
            toProductRecord(row, input.include_variants ? (variants.get(row.id) ?? []) : undefined),
          ),
          pagination,
        };
      }),
  });
}

import { listProductsInputSchema, productListSchema } from '@shopforge/contracts';
import { pageOf, router, shopProcedure } from '@shopforge/service-kit';
import type { CatalogDeps } from '../deps';
import { toProductRecord, type VariantRow } from '../domain/product-record';
import { createProductProcedure } from './create-product';
import { productChangeProcedures } from './product-changes';

/** The product list has no filters or sorts yet, so its cursors bind to the list name alone. */
const LIST_BINDING = 'products';

export function productsRouter(deps: CatalogDeps) {
  const { prisma, cursors } = deps;
  return router({
    create: createProductProcedure(deps),
    ...productChangeProcedures(deps),
    list: shopProcedure
      .input(listProductsInputSchema)
      .output(productListSchema)
      .query(async ({ ctx, input }) => {
        const after = input.cursor ? cursors.decode(input.cursor, LIST_BINDING) : null;
        const rows = await prisma.product.findMany({
          where: { shopId: ctx.shopId, deletedAt: null, ...(after ? { id: { lt: after.id } } : {}) },
          orderBy: { id: 'desc' },
          take: input.limit + 1,
        });
        const { items, pagination } = pageOf(rows, input.limit, (last) =>
          cursors.encode({ id: last.id }, LIST_BINDING),
        );
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

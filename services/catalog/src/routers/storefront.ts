import {
  storefrontGroupsInputSchema,
  storefrontGroupsSchema,
  storefrontProductsInputSchema,
  storefrontProductsSchema,
} from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import { STOREFRONT_PRODUCT_COLUMNS, STOREFRONT_VISIBLE } from '../db/storefront-visibility';
import type { CatalogDeps } from '../deps';
import { toStorefrontGroup } from '../domain/product-group-record';
import { toStorefrontProduct } from '../domain/storefront-product';

/**
 * What a shop's public storefront shows (the themes service renders it): products that are
 * listed, public, not on hold, not deleted, highest sort priority first, then newest; and the
 * listed groups, in the same order, each with those of its members, in the group's order.
 */
export function storefrontRouter({ prisma }: CatalogDeps) {
  return router({
    products: internalProcedure
      .input(storefrontProductsInputSchema)
      .output(storefrontProductsSchema)
      .query(async ({ input }) => {
        const rows = await prisma.product.findMany({
          where: { shopId: input.shop_id, ...STOREFRONT_VISIBLE },
          orderBy: [{ sortPriority: 'desc' }, { id: 'desc' }],
          take: input.limit,
          select: STOREFRONT_PRODUCT_COLUMNS,
        });
        return { products: rows.map(toStorefrontProduct) };
      }),

    /** A group with nothing a buyer can see is left out: an empty section sells nothing. */
    groups: internalProcedure
      .input(storefrontGroupsInputSchema)
      .output(storefrontGroupsSchema)
      .query(async ({ input }) => {
        const rows = await prisma.productGroup.findMany({
          where: {
            shopId: input.shop_id,
            unlisted: false,
            members: { some: { product: STOREFRONT_VISIBLE } },
          },
          orderBy: [{ sortPriority: 'desc' }, { id: 'desc' }],
          take: input.limit,
          include: {
            members: {
              where: { product: STOREFRONT_VISIBLE },
              orderBy: { position: 'asc' },
              select: { product: { select: STOREFRONT_PRODUCT_COLUMNS } },
            },
          },
        });
        return {
          groups: rows.map((row) =>
            toStorefrontGroup(
              row,
              row.members.map((member) => toStorefrontProduct(member.product)),
            ),
          ),
        };
      }),
  });
}

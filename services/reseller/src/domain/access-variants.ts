import type { productAccessSchema, SourceProduct } from '@shopforge/contracts';
import type { z } from 'zod';

type AccessEntry = z.infer<typeof productAccessSchema>;

/** One problem with an access list, at the place the merchant sent it. */
export interface AccessProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The variant price overrides of an access list that name no variant of their entry's
 * product: another product's variant, another shop's, or none. `productIds[i]` is entry i's
 * resolved product id (null when the product is unknown, which is reported on its own);
 * `products` is what the catalog returned for them.
 */
export function unknownPricedVariants(
  access: readonly AccessEntry[],
  productIds: readonly (string | null)[],
  products: readonly SourceProduct[],
): AccessProblem[] {
  return access.flatMap((entry, index) => {
    const productId = productIds[index];
    if (!productId) return [];
    const product = products.find((candidate) => candidate.id === productId);
    const variants = new Set(product?.variants.map((variant) => variant.id));
    return (entry.variant_prices ?? []).flatMap((price, position) =>
      variants.has(price.variant_id)
        ? []
        : [
            {
              path: ['product_access', index, 'variant_prices', position, 'variant_id'],
              message: 'No such variant of this product.',
            },
          ],
    );
  });
}

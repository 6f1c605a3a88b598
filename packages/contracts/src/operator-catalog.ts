import { z } from 'zod';
import { createProductInputSchema } from './product-input';
import { productSchema } from './product';

/** Operator (CLI, demo seed): create a product for a shop, with serial codes in one go. */
export const operatorCreateProductInputSchema = z.object({
  shop_id: z.uuid(),
  /** The shop's currency, used when `product.currency` is absent. */
  shop_currency: z.string().regex(/^[A-Z]{3}$/),
  product: createProductInputSchema,
  serials: z.array(z.string().trim().min(1).max(500)).max(10_000).default([]),
});
export const operatorCreatedProductSchema = z.object({ product: productSchema });

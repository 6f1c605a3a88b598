import { z } from 'zod';

/**
 * What the catalog tells the reseller service about enrolled products (internal): enough to
 * price a row of `GET /reseller/v1/products` and to check an order line. Prices are decimal
 * strings so no float carries money between services.
 */
export const sourceVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.string(),
  /** Units (or available codes, for SERIALS); -1: unlimited. */
  stock: z.number().int(),
});

export const sourceProductSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  title: z.string(),
  type: z.string(),
  currency: z.string(),
  price: z.string(),
  stock: z.number().int(),
  on_hold: z.boolean(),
  volume_discount_enabled: z.boolean(),
  variants: z.array(sourceVariantSchema),
});
export type SourceProduct = z.infer<typeof sourceProductSchema>;

export const lookupProductsInputSchema = z.strictObject({
  shop_id: z.uuid(),
  /** Ids or uniqids; unknown, deleted and other shops' products are left out of the answer. */
  refs: z.array(z.string().min(1).max(64)).max(1000),
});
export const lookedUpProductsSchema = z.object({ data: z.array(sourceProductSchema) });

import { z } from 'zod';
import { unixSeconds } from './common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from './pagination';

/** The most products one group holds: a storefront section, not a second catalog. */
export const GROUP_PRODUCTS_MAX = 100;

/** A member as the group record shows it: the product's handles and title, in the group's order. */
export const productGroupMemberSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  title: z.string(),
  /** 0-based place in the group; the `products` array is already in this order. */
  position: z.number().int().nonnegative(),
});
export type ProductGroupMember = z.infer<typeof productGroupMemberSchema>;

/**
 * Product groups (Sellix "groups"): a named, ordered set of products the storefront shows as a
 * section of its own. Not in the spec's records; ours, documented in docs/catalog.md.
 */
export const productGroupSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  shop_id: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  sort_priority: z.number().int(),
  unlisted: z.boolean(),
  /** Live members only: a deleted product leaves every group it was in. */
  products: z.array(productGroupMemberSchema),
  products_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

const fields = {
  title: z.string().trim().min(1).max(255),
  // https only: the storefront's CSP loads images over https alone, so an http image would
  // be accepted here and then never show.
  image_url: z
    .url({
      protocol: /^https$/,
      error: 'Must be an absolute https URL (the storefront loads images over https).',
    })
    .max(2048)
    .nullable(),
  sort_priority: z.number().int().min(-1000).max(1000),
  unlisted: z.boolean(),
  /** Product ids or uniqids, in the order the group shows them. */
  products: z.array(z.string().min(1).max(64)).max(GROUP_PRODUCTS_MAX),
};

export const createProductGroupInputSchema = z.strictObject({
  title: fields.title,
  image_url: fields.image_url.default(null),
  sort_priority: fields.sort_priority.default(0),
  unlisted: fields.unlisted.default(false),
  products: fields.products.default([]),
});
export type CreateProductGroupInput = z.infer<typeof createProductGroupInputSchema>;

export const updateProductGroupInputSchema = z.strictObject({
  title: fields.title.optional(),
  image_url: fields.image_url.optional(),
  sort_priority: fields.sort_priority.optional(),
  unlisted: fields.unlisted.optional(),
  /** Replaces the whole ordered member list (send `[]` to empty the group). */
  products: fields.products.optional(),
});
export type UpdateProductGroupInput = z.infer<typeof updateProductGroupInputSchema>;

export const productGroupRefSchema = z.object({ id: z.string().min(1).max(64) });
export const deletedProductGroupSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export const listProductGroupsQuerySchema = cursorQuerySchema;
export const listProductGroupsInputSchema = cursorInputSchema;
export const productGroupListSchema = cursorPage(productGroupSchema);

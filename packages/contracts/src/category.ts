import { z } from 'zod';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from './pagination';
import { unixSeconds } from './common';

/** Product categories (not in the spec's records; ours, documented in the README). */
export const categorySchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  shop_id: z.string(),
  title: z.string(),
  sort_priority: z.number().int(),
  unlisted: z.boolean(),
  /** Products assigned (their `category_id` is this category). */
  products_count: z.number().int().nonnegative(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Category = z.infer<typeof categorySchema>;

const fields = {
  title: z.string().trim().min(1).max(255),
  sort_priority: z.number().int().min(-1000).max(1000),
  unlisted: z.boolean(),
  /** Assigns these products (id or uniqid) to the category, moving them from any other. */
  products: z.array(z.string().min(1).max(64)).max(1000),
};

export const createCategoryInputSchema = z.strictObject({
  title: fields.title,
  sort_priority: fields.sort_priority.default(0),
  unlisted: fields.unlisted.default(false),
  products: fields.products.default([]),
});
export const updateCategoryInputSchema = z.strictObject({
  title: fields.title.optional(),
  sort_priority: fields.sort_priority.optional(),
  unlisted: fields.unlisted.optional(),
  products: fields.products.optional(),
});
export const categoryRefSchema = z.object({ id: z.string().min(1).max(64) });
export const deletedCategorySchema = z.object({ id: z.string(), deleted: z.literal(true) });
export const listCategoriesQuerySchema = cursorQuerySchema;
export const listCategoriesInputSchema = cursorInputSchema;
export const categoryListSchema = cursorPage(categorySchema);

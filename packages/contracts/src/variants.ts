import { z } from 'zod';
import { moneyInput, unixSeconds } from './common';

/** A product variant: its own title, price and stock (serial products count its codes). */
export const variantSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  title: z.string(),
  price: z.number(),
  price_display: z.number(),
  stock: z.number().int(),
  sort_order: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Variant = z.infer<typeof variantSchema>;

export const createVariantInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(255),
  price: moneyInput,
  stock: z.number().int().min(-1).max(10_000_000).default(-1),
  sort_order: z.number().int().min(0).max(10_000).default(0),
});
export const updateVariantInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(255).optional(),
  price: moneyInput.optional(),
  stock: z.number().int().min(-1).max(10_000_000).optional(),
  sort_order: z.number().int().min(0).max(10_000).optional(),
});
export const variantRefSchema = z.object({ id: z.string().min(1).max(64), variantId: z.uuid() });
export const variantListSchema = z.object({ data: z.array(variantSchema) });
export const deletedVariantSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const VARIANT_FIELD_TYPES = ['select', 'text', 'number', 'checkbox'] as const;

/** The spec's "Variant field definition", exactly. */
export const variantFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(VARIANT_FIELD_TYPES),
  required: z.boolean(),
  placeholder: z.string().nullable(),
  default_value: z.string().nullable(),
  sort_order: z.number().int(),
  options: z.array(z.string()),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type VariantField = z.infer<typeof variantFieldSchema>;

const option = z.string().trim().min(1).max(255);
const fieldKeys = {
  name: z.string().trim().min(1).max(255),
  type: z.enum(VARIANT_FIELD_TYPES),
  required: z.boolean(),
  placeholder: z.string().max(255).nullable(),
  default_value: z.string().max(255).nullable(),
  sort_order: z.number().int().min(0).max(10_000),
  options: z.array(option).max(100),
};

export const createVariantFieldInputSchema = z.strictObject({
  name: fieldKeys.name,
  type: fieldKeys.type.default('select'),
  required: fieldKeys.required.default(false),
  placeholder: fieldKeys.placeholder.default(null),
  default_value: fieldKeys.default_value.default(null),
  sort_order: fieldKeys.sort_order.default(0),
  options: fieldKeys.options.default([]),
});
/** PATCH: only the keys present change. */
export const updateVariantFieldInputSchema = z.strictObject({
  name: fieldKeys.name.optional(),
  type: fieldKeys.type.optional(),
  required: fieldKeys.required.optional(),
  placeholder: fieldKeys.placeholder.optional(),
  default_value: fieldKeys.default_value.optional(),
  sort_order: fieldKeys.sort_order.optional(),
  options: fieldKeys.options.optional(),
});
/** Appends options (an existing one is not repeated). */
export const addVariantFieldOptionsInputSchema = z.strictObject({ options: z.array(option).min(1).max(100) });
export const variantFieldRefSchema = z.object({ id: z.string().min(1).max(64), fieldId: z.uuid() });
export const variantFieldListSchema = z.object({ data: z.array(variantFieldSchema) });

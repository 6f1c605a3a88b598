import { z } from 'zod';
import { idSchema } from '../common';
import { themePageSchema } from './document';
import { storeLayoutSchema } from './store';
import { themeSettingsSchema } from './themes';

/** A product as a storefront shows it to buyers: nothing a merchant keeps to themselves. */
export const storefrontProductSchema = z.object({
  id: idSchema,
  uniqid: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  currency: z.string(),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontProductsInputSchema = z.object({
  shop_id: idSchema,
  limit: z.number().int().min(1).max(48),
});
export const storefrontProductsSchema = z.object({ products: z.array(storefrontProductSchema) });

/** A listed product group as a storefront shows it: its buyer-visible members, in its order. */
export const storefrontGroupSchema = z.object({
  id: idSchema,
  uniqid: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  products: z.array(storefrontProductSchema),
});
export type StorefrontGroup = z.infer<typeof storefrontGroupSchema>;

export const storefrontGroupsInputSchema = z.object({
  shop_id: idSchema,
  limit: z.number().int().min(1).max(50),
});
export const storefrontGroupsSchema = z.object({ groups: z.array(storefrontGroupSchema) });

/** What a storefront page needs, assembled by the themes service for the gateway to render. */
export const storefrontViewInputSchema = z.object({
  slug: z.string().max(120),
  page: z.string().max(40).default('home'),
  preview_token: z.string().max(64).nullable().default(null),
});

export const storefrontViewSchema = z.object({
  shop: z.object({ name: z.string(), slug: z.string() }),
  /** Null when the shop has no theme yet: the page says the store is opening soon. */
  theme: z.object({ id: idSchema, name: z.string(), base: z.string() }).nullable(),
  settings: themeSettingsSchema.nullable(),
  layout: storeLayoutSchema,
  page: themePageSchema.nullable(),
  pages: z.array(z.object({ id: z.string(), title: z.string() })),
  meta: z.object({ title: z.string(), description: z.string().optional() }).nullable(),
  products: z.array(storefrontProductSchema),
  /** Listed groups with at least one visible member, shown after the page's first product grid. */
  groups: z.array(storefrontGroupSchema),
  /** The draft through a preview session (revision shown), or the published document. */
  preview: z.object({ revision: z.number().int() }).nullable(),
});
export type StorefrontView = z.infer<typeof storefrontViewSchema>;

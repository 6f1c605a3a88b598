import { z } from 'zod';
import { unixSeconds } from './common';

export const PRODUCT_TYPES = ['SERIALS', 'SERVICE', 'DYNAMIC', 'FILE', 'SUBSCRIPTION'] as const;
export const PRODUCT_SUBTYPES = ['SINGLE', 'RECURRING'] as const;
export const RECURRING_INTERVALS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
/** How often a RECURRING product renews, and the unit of a subscription's period. */
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

export const volumeDiscountSchema = z.object({
  quantity: z.number().int().positive(),
  type: z.enum(['PERCENTAGE', 'FIXED']),
  value: z.number().nonnegative(),
});

export const customFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['text', 'number', 'email', 'checkbox', 'select']),
  required: z.boolean(),
  placeholder: z.string().nullable(),
  options: z.array(z.string()),
});

export const productVariantPriceSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.number(),
  price_display: z.number(),
  stock: z.number().int(),
  sort_order: z.number().int(),
});

/** The spec's Product record, every field always present (nullable where unset). */
export const productSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  shop_id: z.string(),
  slug: z.string(),
  title: z.string(),
  currency: z.string(),
  description: z.string().nullable(),
  stock_delimiter: z.string(),
  delivery_text: z.string().nullable(),
  service_text: z.string().nullable(),
  dynamic_webhook: z.string().nullable(),
  terms_of_service: z.string().nullable(),
  warranty_text: z.string().nullable(),
  watermark_text: z.string().nullable(),
  redirect_link: z.string().nullable(),
  youtube_link: z.string().nullable(),
  image_id: z.string().nullable(),
  file_id: z.string().nullable(),
  license_period: z.string().nullable(),
  category_id: z.string().nullable(),
  type: z.enum(PRODUCT_TYPES),
  subtype: z.enum(PRODUCT_SUBTYPES),
  recurring_interval: z.enum(RECURRING_INTERVALS).nullable(),
  price: z.number(),
  price_display: z.number(),
  cost: z.number(),
  cost_display: z.number(),
  discount_percent: z.number(),
  quantity_min: z.number().int(),
  quantity_max: z.number().int(),
  quantity_warning: z.number().int(),
  stock: z.number().int(),
  sort_priority: z.number().int(),
  crypto_confirmations: z.number().int(),
  max_risk_level: z.number().int(),
  delivery_time: z.number().int(),
  warranty_days: z.number().int(),
  recurring_interval_count: z.number().int(),
  trial_period: z.number().int(),
  affiliate_revenue_percent: z.number(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  pay_what_you_want: z.boolean(),
  unlisted: z.boolean(),
  private: z.boolean(),
  on_hold: z.boolean(),
  block_vpn_proxies: z.boolean(),
  watermark_enabled: z.boolean(),
  licensing_enabled: z.boolean(),
  gateways: z.array(z.string()),
  custom_fields: z.array(customFieldSchema),
  volume_discounts: z.array(volumeDiscountSchema),
  variants: z.array(productVariantPriceSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /dev/v1/products` query string, as the gateway parses it. */
export const listProductsQuerySchema = z.object({
  cursor: z.string().min(1).max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  include_variants: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(false),
});

/** The catalog procedure's input: the parsed query. */
export const listProductsInputSchema = z.object({
  cursor: z.string().min(1).max(1024).optional(),
  limit: z.number().int().min(1).max(100).default(50),
  include_variants: z.boolean().default(false),
});

export const productListSchema = z.object({
  data: z.array(productSchema),
  pagination: z.object({ next_cursor: z.string().nullable(), has_more: z.boolean() }),
});

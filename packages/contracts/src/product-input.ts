import { z } from 'zod';
import { MONEY_MAX, moneyInput, moneyMaxMessage } from './common';
import {
  customFieldSchema,
  PRODUCT_SUBTYPES,
  PRODUCT_TYPES,
  RECURRING_INTERVALS,
  volumeDiscountSchema,
} from './product';

const percent = z.number().min(0).max(100);
const text = (max: number) => z.string().max(max).nullable();
const link = z.url().max(2048).nullable();
const count = (min: number, max: number) => z.number().int().min(min).max(max);
/** A FIXED tier's `value` is taken off each unit, so it is bounded like any amount. */
const volumeDiscountInput = volumeDiscountSchema.extend({
  value: volumeDiscountSchema.shape.value.max(MONEY_MAX, moneyMaxMessage()),
});

/**
 * Every settable product field with its type and bounds, once. Create applies the defaults
 * below; PATCH takes any subset and changes only the keys present.
 */
const productFields = {
  title: z.string().trim().min(1).max(255),
  price: moneyInput,
  type: z.enum(PRODUCT_TYPES),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Must be an ISO 4217 code such as USD.'),
  description: text(20_000),
  subtype: z.enum(PRODUCT_SUBTYPES),
  recurring_interval: z.enum(RECURRING_INTERVALS).nullable(),
  recurring_interval_count: count(1, 365),
  trial_period: count(0, 365),
  cost: moneyInput,
  discount_percent: percent,
  quantity_min: count(1, 100_000),
  quantity_max: count(-1, 100_000),
  quantity_warning: count(0, 100_000),
  /** Units on hand for non-serial types (-1 unlimited); serial products count their serials. */
  stock: count(-1, 10_000_000),
  stock_delimiter: z.string().min(1).max(16),
  sort_priority: count(-1000, 1000),
  crypto_confirmations: count(0, 100),
  max_risk_level: count(0, 100),
  delivery_time: count(0, 10_080),
  warranty_days: count(0, 3650),
  affiliate_revenue_percent: percent,
  delivery_text: text(20_000),
  service_text: text(20_000),
  dynamic_webhook: link,
  terms_of_service: text(20_000),
  warranty_text: text(20_000),
  watermark_text: text(255),
  redirect_link: link,
  youtube_link: link,
  image_id: text(64),
  file_id: text(64),
  license_period: text(64),
  category_id: z.uuid().nullable(),
  unlisted: z.boolean(),
  private: z.boolean(),
  on_hold: z.boolean(),
  pay_what_you_want: z.boolean(),
  block_vpn_proxies: z.boolean(),
  watermark_enabled: z.boolean(),
  licensing_enabled: z.boolean(),
  gateways: z.array(z.string().min(1).max(64)).max(32),
  custom_fields: z.array(customFieldSchema).max(50),
  volume_discounts: z.array(volumeDiscountInput).max(50),
};

type ProductFields = typeof productFields;
export type ProductFieldName = keyof ProductFields;

/** Defaults of a new product (README "Products"). */
export const PRODUCT_DEFAULTS = {
  subtype: 'SINGLE',
  recurring_interval_count: 1,
  trial_period: 0,
  cost: 0,
  discount_percent: 0,
  quantity_min: 1,
  quantity_max: -1,
  quantity_warning: 0,
  stock: -1,
  stock_delimiter: ',',
  sort_priority: 0,
  crypto_confirmations: 1,
  max_risk_level: 100,
  delivery_time: 0,
  warranty_days: 0,
  affiliate_revenue_percent: 0,
  unlisted: false,
  private: false,
  on_hold: false,
  pay_what_you_want: false,
  block_vpn_proxies: false,
  watermark_enabled: false,
  licensing_enabled: false,
  gateways: [],
  custom_fields: [],
  volume_discounts: [],
} as const satisfies Partial<{ [K in ProductFieldName]: z.input<ProductFields[K]> }>;

/**
 * `POST /dev/v1/products`: title, price and type required; every other field optional. That a
 * RECURRING product needs a recurring_interval is the catalog's rule, not this schema's: an
 * update has to judge it over the stored product, so create and update share the catalog's.
 */
export const createProductInputSchema = z.strictObject({
  ...(Object.fromEntries(
    Object.entries(productFields).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in ProductFieldName]: z.ZodOptional<ProductFields[K]> }),
  title: productFields.title,
  price: productFields.price,
  type: productFields.type,
});
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** `PATCH /dev/v1/products/{id}`: any subset; only the keys present change. */
export const updateProductInputSchema = z.strictObject(
  Object.fromEntries(Object.entries(productFields).map(([name, schema]) => [name, schema.optional()])) as {
    [K in ProductFieldName]: z.ZodOptional<ProductFields[K]>;
  },
);
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

export const productRefSchema = z.object({ id: z.string().min(1).max(64) });
/** `POST /dev/v1/products/{uniqid}/duplicate` names the product by uniqid (an id works too). */
export const productUniqidRefSchema = z.object({ uniqid: z.string().min(1).max(64) });
export const deletedProductSchema = z.object({ id: z.string(), deleted: z.literal(true) });

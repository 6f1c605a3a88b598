import { z } from 'zod';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from './pagination';
import { moneyInput, unixSeconds, unixSecondsInput } from './common';

/**
 * Coupons (spec "Coupon"). Conventions where the spec is silent (README "Coupons"): `max_uses`
 * -1 means unlimited, `max_discount` -1 means no cap, `min_order_amount` 0 means none,
 * `valid_from`/`valid_until` null mean open-ended, an empty `products_bound` means every product.
 */
export const COUPON_TYPES = ['PERCENTAGE', 'FIXED'] as const;

export const couponSchema = z.object({
  id: z.string(),
  uniqid: z.string(),
  shop_id: z.string(),
  type: z.enum(COUPON_TYPES),
  code: z.string(),
  discount: z.number(),
  used: z.number().int(),
  max_uses: z.number().int(),
  min_order_amount: z.number(),
  max_discount: z.number(),
  valid_from: unixSeconds.nullable(),
  valid_until: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  products_count: z.number().int(),
  is_active: z.boolean(),
  products_bound: z.array(z.string()),
});
export type Coupon = z.infer<typeof couponSchema>;

const couponFields = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, "-" and "_" only.'),
  type: z.enum(COUPON_TYPES),
  discount: moneyInput,
  max_uses: z.number().int().min(-1).max(10_000_000),
  min_order_amount: moneyInput,
  max_discount: z.union([z.literal(-1), moneyInput]),
  valid_from: unixSecondsInput.nullable(),
  valid_until: unixSecondsInput.nullable(),
  is_active: z.boolean(),
  products_bound: z.array(z.string().min(1).max(64)).max(1000),
};

const percentIsAtMost100 = {
  check: (input: { type?: string | undefined; discount?: number | undefined }) =>
    input.type !== 'PERCENTAGE' || input.discount === undefined || input.discount <= 100,
  message: { message: 'A percentage discount is at most 100.', path: ['discount'] },
};
const windowIsOrdered = {
  check: (input: { valid_from?: number | null | undefined; valid_until?: number | null | undefined }) =>
    input.valid_from == null || input.valid_until == null || input.valid_from < input.valid_until,
  message: { message: 'valid_until must be after valid_from.', path: ['valid_until'] },
};

export const createCouponInputSchema = z
  .strictObject({
    code: couponFields.code,
    type: couponFields.type,
    discount: couponFields.discount,
    max_uses: couponFields.max_uses.default(-1),
    min_order_amount: couponFields.min_order_amount.default(0),
    max_discount: couponFields.max_discount.default(-1),
    valid_from: couponFields.valid_from.default(null),
    valid_until: couponFields.valid_until.default(null),
    is_active: couponFields.is_active.default(true),
    products_bound: couponFields.products_bound.default([]),
  })
  .refine(percentIsAtMost100.check, percentIsAtMost100.message)
  .refine(windowIsOrdered.check, windowIsOrdered.message);
export type CreateCouponInput = z.infer<typeof createCouponInputSchema>;

/** PATCH: only the keys present change (the type/discount and window rules are rechecked on the result). */
export const updateCouponInputSchema = z.strictObject({
  code: couponFields.code.optional(),
  type: couponFields.type.optional(),
  discount: couponFields.discount.optional(),
  max_uses: couponFields.max_uses.optional(),
  min_order_amount: couponFields.min_order_amount.optional(),
  max_discount: couponFields.max_discount.optional(),
  valid_from: couponFields.valid_from.optional(),
  valid_until: couponFields.valid_until.optional(),
  is_active: couponFields.is_active.optional(),
  products_bound: couponFields.products_bound.optional(),
});
export type UpdateCouponInput = z.infer<typeof updateCouponInputSchema>;

export const couponRefSchema = z.object({ id: z.string().min(1).max(64) });
export const couponCodeRefSchema = z.object({ code: z.string().min(1).max(64) });
export const deletedCouponSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const listCouponsQuerySchema = cursorQuerySchema;
export const listCouponsInputSchema = cursorInputSchema;
export const couponListSchema = cursorPage(couponSchema);

/** Internal (billing): apply a coupon to an order, once per reference. */
export const redeemCouponInputSchema = z.strictObject({
  shop_id: z.uuid(),
  code: z.string().min(1).max(64),
  /** The order being discounted: a stable id makes a retried redemption count once. */
  reference: z.string().min(1).max(128),
  lines: z
    .array(z.object({ product_id: z.string().min(1).max(64), amount: moneyInput }))
    .min(1)
    .max(100),
});
export const couponRedemptionSchema = z.object({
  coupon: couponSchema,
  reference: z.string(),
  /** Decimal amount off the order, in the order's currency. */
  discount_amount: z.number(),
  reused: z.boolean(),
});
export const releaseCouponInputSchema = z.strictObject({
  shop_id: z.uuid(),
  reference: z.string().min(1).max(128),
});
export const releasedCouponSchema = z.object({ reference: z.string(), released: z.boolean() });

import type { CreateCouponInput, UpdateCouponInput } from '@shopforge/contracts';
import type { Prisma } from '../generated/prisma/client';

const fromUnix = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** API fields → coupon columns, for the keys present only. */
export function couponColumnsOf(
  input: UpdateCouponInput | CreateCouponInput,
): Partial<Prisma.CouponUncheckedCreateInput> {
  const columns: Partial<Prisma.CouponUncheckedCreateInput> = {};
  if (input.code !== undefined)
    Object.assign(columns, { code: input.code, codeKey: input.code.toLowerCase() });
  if (input.type !== undefined) columns.type = input.type;
  if (input.discount !== undefined) columns.discount = input.discount.toFixed(2);
  if (input.max_uses !== undefined) columns.maxUses = input.max_uses;
  if (input.min_order_amount !== undefined) columns.minOrderAmount = input.min_order_amount.toFixed(2);
  if (input.max_discount !== undefined) columns.maxDiscount = input.max_discount.toFixed(2);
  if (input.valid_from !== undefined) columns.validFrom = fromUnix(input.valid_from);
  if (input.valid_until !== undefined) columns.validUntil = fromUnix(input.valid_until);
  if (input.is_active !== undefined) columns.isActive = input.is_active;
  if (input.products_bound !== undefined) columns.productsBound = [...new Set(input.products_bound)];
  return columns;
}

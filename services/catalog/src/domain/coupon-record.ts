import type { Coupon } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

interface DecimalLike {
  toString(): string;
}

export interface CouponRow {
  id: string;
  uniqid: string;
  shopId: string;
  code: string;
  type: string;
  discount: DecimalLike;
  used: number;
  maxUses: number;
  minOrderAmount: DecimalLike;
  maxDiscount: DecimalLike;
  validFrom: Date | null;
  validUntil: Date | null;
  isActive: boolean;
  productsBound: string[];
  createdAt: Date;
  updatedAt: Date;
}

const amount = (value: DecimalLike) => Number(value.toString());

export function toCouponRecord(row: CouponRow): Coupon {
  return {
    id: row.id,
    uniqid: row.uniqid,
    shop_id: row.shopId,
    type: row.type as Coupon['type'],
    code: row.code,
    discount: amount(row.discount),
    used: row.used,
    max_uses: row.maxUses,
    min_order_amount: amount(row.minOrderAmount),
    max_discount: amount(row.maxDiscount),
    valid_from: row.validFrom ? toUnixSeconds(row.validFrom) : null,
    valid_until: row.validUntil ? toUnixSeconds(row.validUntil) : null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    products_count: row.productsBound.length,
    is_active: row.isActive,
    products_bound: row.productsBound,
  };
}

/** Why a coupon cannot be used at `now`, or null when it can (pure). */
export function couponUnavailability(
  row: Pick<CouponRow, 'isActive' | 'validFrom' | 'validUntil' | 'used' | 'maxUses'>,
  now: Date,
): 'inactive' | 'not_yet_valid' | 'expired' | 'used_up' | null {
  if (!row.isActive) return 'inactive';
  if (row.validFrom && now < row.validFrom) return 'not_yet_valid';
  if (row.validUntil && now > row.validUntil) return 'expired';
  if (row.maxUses >= 0 && row.used >= row.maxUses) return 'used_up';
  return null;
}

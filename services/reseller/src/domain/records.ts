import type { ResellerProgram } from '@shopforge/contracts';
import {
  centsToDecimal,
  centsToNumber,
  type DecimalLike,
  toCents,
  toUnixSeconds,
} from '@shopforge/service-kit';

const number = (value: DecimalLike) => centsToNumber(toCents(value));
const nullableNumber = (value: DecimalLike | null) => (value === null ? null : number(value));

export interface ProductAccess {
  product_id: string;
  commission_percent_override: number | null;
  max_quantity: number | null;
  wholesale_price: number | null;
  variant_prices: Array<{ variant_id: string; wholesale_price: number }>;
}

function variantPricesOf(value: unknown): ProductAccess['variant_prices'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const row = entry as Record<string, unknown>;
    return typeof row.variant_id === 'string' && typeof row.wholesale_price === 'number'
      ? [{ variant_id: row.variant_id, wholesale_price: row.wholesale_price }]
      : [];
  });
}

/** Stored access lists are written by us; anything else in the column is ignored. */
export function productAccessOf(value: unknown): ProductAccess[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const row = entry as Record<string, unknown>;
    if (typeof row.product_id !== 'string') return [];
    return [
      {
        product_id: row.product_id,
        commission_percent_override:
          typeof row.commission_percent_override === 'number' ? row.commission_percent_override : null,
        max_quantity: typeof row.max_quantity === 'number' ? row.max_quantity : null,
        wholesale_price: typeof row.wholesale_price === 'number' ? row.wholesale_price : null,
        variant_prices: variantPricesOf(row.variant_prices),
      },
    ];
  });
}

export interface ProgramRow {
  shopId: string;
  isEnabled: boolean;
  defaultMode: string;
  defaultCommissionPercent: DecimalLike;
  defaultWholesaleDiscountPercent: DecimalLike;
  minPayoutThreshold: DecimalLike;
  updatedAt: Date;
}

/** A shop that never configured its program has it disabled, with zero defaults. */
export function programRecord(shopId: string, row: ProgramRow | null): ResellerProgram {
  return {
    shop_id: shopId,
    is_enabled: row?.isEnabled ?? false,
    default_mode: (row?.defaultMode ?? 'BOTH') as ResellerProgram['default_mode'],
    default_commission_percent: row ? number(row.defaultCommissionPercent) : 0,
    default_wholesale_discount_percent: row ? number(row.defaultWholesaleDiscountPercent) : 0,
    min_payout_threshold: row ? number(row.minPayoutThreshold) : 0,
    updated_at: row ? toUnixSeconds(row.updatedAt) : 0,
  };
}

export function invitationRecord(row: {
  id: string;
  email: string;
  mode: string;
  customCommissionPercent: DecimalLike | null;
  purchaseLimitDaily: DecimalLike | null;
  productAccess: unknown;
  status: string;
  relationshipId: string | null;
  createdAt: Date;
  acceptedAt: Date | null;
}) {
  return {
    id: row.id,
    email: row.email,
    mode: row.mode as 'AFFILIATE' | 'WHOLESALE' | 'BOTH',
    custom_commission_percent: nullableNumber(row.customCommissionPercent),
    purchase_limit_daily: nullableNumber(row.purchaseLimitDaily),
    product_access: productAccessOf(row.productAccess),
    status: row.status as 'PENDING' | 'ACCEPTED',
    reseller_relationship_id: row.relationshipId,
    created_at: toUnixSeconds(row.createdAt),
    accepted_at: row.acceptedAt ? toUnixSeconds(row.acceptedAt) : null,
  };
}

/** A reseller as the merchant sees it; its commission falls back to the program default. */
export function resellerRecord(
  row: {
    id: string;
    email: string;
    status: string;
    mode: string;
    commissionPercent: DecimalLike | null;
    purchaseLimitDaily: DecimalLike | null;
    productAccess: unknown;
    tierId: string | null;
    lifetimeRevenue: DecimalLike;
    lifetimeOrders: number;
    createdAt: Date;
    updatedAt: Date;
  },
  program: ResellerProgram,
) {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    mode: row.mode as 'AFFILIATE' | 'WHOLESALE' | 'BOTH',
    commission_percent:
      row.commissionPercent === null ? program.default_commission_percent : number(row.commissionPercent),
    purchase_limit_daily: nullableNumber(row.purchaseLimitDaily),
    product_access: productAccessOf(row.productAccess),
    tier_id: row.tierId,
    lifetime_revenue: centsToDecimal(toCents(row.lifetimeRevenue)),
    lifetime_orders: row.lifetimeOrders,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

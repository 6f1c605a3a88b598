import { z } from 'zod';
import { moneyInput, unixSeconds } from '../common';

const percent = z.number().min(0).max(100);

/**
 * A reseller tier (shapes ours; the spec shows only what `/reseller/v1/me` reads): a wholesale
 * discount and the thresholds that advance a reseller into it. Rank 0 is the base tier every
 * reseller starts in; its discount is the program's `default_wholesale_discount_percent`.
 */
export const resellerTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  discount_percent: z.number(),
  rank: z.number().int(),
  /** Lifetime wholesale spend that advances a reseller into the tier; null: not a requirement. */
  min_revenue: z.string().nullable(),
  /** Lifetime completed orders that advance a reseller into the tier; null: not a requirement. */
  min_orders: z.number().int().nullable(),
  /** True: every requirement set must be met; false: any one of them advances. */
  requires_both: z.boolean(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type ResellerTier = z.infer<typeof resellerTierSchema>;
export const resellerTierListSchema = z.object({ data: z.array(resellerTierSchema) });

const tierFields = {
  name: z.string().trim().min(1).max(100),
  discount_percent: percent,
  rank: z.number().int().min(1).max(1000),
  min_revenue: moneyInput.nullable(),
  min_orders: z.number().int().min(1).max(100_000_000).nullable(),
  requires_both: z.boolean(),
};

export const createResellerTierInputSchema = z.strictObject({
  name: tierFields.name,
  discount_percent: tierFields.discount_percent,
  rank: tierFields.rank,
  min_revenue: tierFields.min_revenue.optional(),
  min_orders: tierFields.min_orders.optional(),
  requires_both: tierFields.requires_both.default(false),
});

export const updateResellerTierInputSchema = z.strictObject({
  name: tierFields.name.optional(),
  discount_percent: tierFields.discount_percent.optional(),
  min_revenue: tierFields.min_revenue.optional(),
  min_orders: tierFields.min_orders.optional(),
  requires_both: tierFields.requires_both.optional(),
});
export const updateResellerTierProcedureInputSchema = updateResellerTierInputSchema.extend({
  tier_id: z.uuid(),
});

/** Statuses a merchant can set; only ACTIVE may use the Reseller API. */
export const RESELLER_STATUSES = ['ACTIVE', 'SUSPENDED', 'DISABLED'] as const;

/** `PATCH /dev/v1/resellers/{reseller_relationship_id}` (ours: the spec's "invite or update"). */
export const updateResellerInputSchema = z.strictObject({
  status: z.enum(RESELLER_STATUSES).optional(),
  tier_id: z.uuid().optional(),
  custom_commission_percent: percent.nullable().optional(),
  purchase_limit_daily: moneyInput.nullable().optional(),
});
export const updateResellerProcedureInputSchema = updateResellerInputSchema.extend({
  reseller_relationship_id: z.string(),
});

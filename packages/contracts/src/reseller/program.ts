import { z } from 'zod';
import { moneyInput, moneyTextInput, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

/**
 * How a reseller sells: `AFFILIATE` earns commission on sales it refers, `WHOLESALE` buys stock
 * at a discount, `BOTH` does both (the spec shows `BOTH`; the others are ours).
 */
export const RESELLER_MODES = ['AFFILIATE', 'WHOLESALE', 'BOTH'] as const;
const mode = z.enum(RESELLER_MODES, { error: `Must be one of ${RESELLER_MODES.join(', ')}.` });
const percent = z.number().min(0).max(100);

/** The shop's reseller program settings (`PATCH /dev/v1/reseller-program`). */
export const resellerProgramSchema = z.object({
  shop_id: z.string(),
  is_enabled: z.boolean(),
  default_mode: z.enum(RESELLER_MODES),
  default_commission_percent: z.number(),
  default_wholesale_discount_percent: z.number(),
  min_payout_threshold: z.number(),
  updated_at: unixSeconds,
});
export type ResellerProgram = z.infer<typeof resellerProgramSchema>;

export const updateResellerProgramInputSchema = z.strictObject({
  is_enabled: z.boolean().optional(),
  default_mode: mode.optional(),
  default_commission_percent: percent.optional(),
  default_wholesale_discount_percent: percent.optional(),
  min_payout_threshold: moneyInput.optional(),
});

/** One product a reseller may sell, with its own commission and a cap per order. */
export const productAccessSchema = z.strictObject({
  product_id: z.string().trim().min(1).max(64),
  commission_percent_override: percent.nullable().optional(),
  max_quantity: z.number().int().min(1).max(100_000).nullable().optional(),
  /** Price cascade (Reseller API): a fixed wholesale price for the product, above the tier discount. */
  wholesale_price: moneyInput.nullable().optional(),
  /** …and per variant, above the product's. */
  variant_prices: z
    .array(z.strictObject({ variant_id: z.string().trim().min(1).max(64), wholesale_price: moneyInput }))
    .max(100)
    .optional(),
});

/** `POST /dev/v1/resellers/invite`. */
export const inviteResellerInputSchema = z.strictObject({
  email: z.email({ error: 'Must be an email address.' }).max(254),
  mode: mode.optional(),
  custom_commission_percent: percent.optional(),
  /** Most the reseller may spend per day, in the shop's currency. */
  purchase_limit_daily: moneyInput.optional(),
  product_access: z.array(productAccessSchema).max(500).optional(),
});

const productAccessRecord = z.object({
  product_id: z.string(),
  commission_percent_override: z.number().nullable(),
  max_quantity: z.number().int().nullable(),
  wholesale_price: z.number().nullable(),
  variant_prices: z.array(z.object({ variant_id: z.string(), wholesale_price: z.number() })),
});

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED'] as const;

export const resellerInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  mode: z.enum(RESELLER_MODES),
  custom_commission_percent: z.number().nullable(),
  purchase_limit_daily: z.number().nullable(),
  product_access: z.array(productAccessRecord),
  status: z.enum(INVITATION_STATUSES),
  reseller_relationship_id: z.string().nullable(),
  created_at: unixSeconds,
  accepted_at: unixSeconds.nullable(),
});
/**
 * The invite answer: `data.invitation.id` (spec), and the portal link to send the reseller —
 * shown only here, because only a hash of its secret is kept.
 */
export const invitedResellerSchema = z.object({
  invitation: resellerInvitationSchema,
  accept_url: z.string(),
});

/** A reseller of the shop (`GET /dev/v1/resellers`); `id` is the reseller relationship id. */
export const resellerSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.string(),
  mode: z.enum(RESELLER_MODES),
  commission_percent: z.number(),
  purchase_limit_daily: z.number().nullable(),
  product_access: z.array(productAccessRecord),
  tier_id: z.string().nullable(),
  lifetime_revenue: z.string(),
  lifetime_orders: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export const listResellersQuerySchema = cursorQuerySchema;
export const listResellersInputSchema = cursorInputSchema;
export const resellerListSchema = cursorPage(resellerSchema);

/** Operator CLI: accept an invitation (until the customer portal exists) and top up a balance. */
export const acceptInvitationInputSchema = z.strictObject({ invitation_id: z.uuid() });
export const operatorTopupInputSchema = z.strictObject({
  relationship_id: z.uuid(),
  amount: moneyTextInput,
});

import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

/**
 * A hold on a completed order's money (docs/escrow.md): HELD until the buyer confirms receipt,
 * the merchant releases it, or `release_at` passes; or CANCELLED, which refunds the buyer.
 */
export const ESCROW_STATUSES = ['HELD', 'RELEASED', 'CANCELLED'] as const;
export const ESCROW_RELEASE_REASONS = ['BUYER_CONFIRMED', 'MERCHANT', 'PERIOD_ENDED'] as const;
export type EscrowReleaseReason = (typeof ESCROW_RELEASE_REASONS)[number];

export const ESCROW_HOLD_DAYS_DEFAULT = 14;
export const ESCROW_HOLD_DAYS_MAX = 90;

export const escrowSchema = z.object({
  id: idSchema,
  invoice_uniqid: z.string(),
  status: z.enum(ESCROW_STATUSES),
  amount: z.number(),
  currency: z.string(),
  hold_days: z.number().int().positive(),
  release_at: unixSeconds,
  released_at: unixSeconds.nullable(),
  release_reason: z.enum(ESCROW_RELEASE_REASONS).nullable(),
  cancelled_at: unixSeconds.nullable(),
  cancel_reason: z.string().nullable(),
  note: z.string().nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Escrow = z.infer<typeof escrowSchema>;

export const createEscrowInputSchema = z.strictObject({
  /** The order's id or uniqid; it must be COMPLETED. */
  invoice_id: z.string().trim().min(1).max(64),
  hold_days: z.number().int().min(1).max(ESCROW_HOLD_DAYS_MAX).default(ESCROW_HOLD_DAYS_DEFAULT),
  note: z.string().trim().max(500).optional(),
});
export const releaseEscrowInputSchema = z.strictObject({});
export const cancelEscrowInputSchema = z.strictObject({
  reason: z.string().trim().min(1).max(500).optional(),
});

const filters = { status: z.enum(ESCROW_STATUSES).optional() };
export const listEscrowQuerySchema = cursorQuerySchema.extend(filters);
export const listEscrowInputSchema = cursorInputSchema.extend(filters);
export const escrowListSchema = cursorPage(escrowSchema);
export const escrowRefSchema = z.object({ id: z.string().min(1).max(64) });

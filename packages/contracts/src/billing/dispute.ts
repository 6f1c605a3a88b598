import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

export const DISPUTE_STATUSES = ['OPEN', 'WON', 'LOST'] as const;

/** A buyer's dispute of a payment (`GET /dev/v1/disputes`, `GET /dev/v1/disputes/{id}`). */
export const disputeSchema = z.object({
  id: idSchema,
  invoice_uniqid: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  gateway: z.string().nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  closed_at: unixSeconds.nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

const filters = { status: z.enum(DISPUTE_STATUSES).optional() };
export const listDisputesQuerySchema = cursorQuerySchema.extend(filters);
export const listDisputesInputSchema = cursorInputSchema.extend(filters);
export const disputeListSchema = cursorPage(disputeSchema);

export const disputeRefSchema = z.object({ id: z.string().min(1).max(64) });

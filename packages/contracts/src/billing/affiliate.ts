import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { pagedList, pageQuerySchema } from '../list-query/page';

export const AFFILIATE_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A customer's request to join the affiliate programme (docs/affiliates.md). */
export const affiliateApplicationSchema = z.object({
  id: idSchema,
  customer_id: idSchema,
  email: z.string(),
  message: z.string().nullable(),
  website: z.string().nullable(),
  status: z.enum(AFFILIATE_APPLICATION_STATUSES),
  note: z.string().nullable(),
  created_at: unixSeconds,
  decided_at: unixSeconds.nullable(),
});
export type AffiliateApplication = z.infer<typeof affiliateApplicationSchema>;

export const createAffiliateApplicationInputSchema = z.strictObject({
  customer_id: z.string().max(64),
  message: z.string().trim().min(1).max(2000).optional(),
  website: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
});

const statusFilter = { status: z.enum(AFFILIATE_APPLICATION_STATUSES).optional() };
export const listAffiliateApplicationsQuerySchema = pageQuerySchema.extend(statusFilter);
export const listAffiliateApplicationsInputSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(100),
  ...statusFilter,
});
export const affiliateApplicationListSchema = pagedList(affiliateApplicationSchema);

export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** Approving sets the affiliate's commission rate and referral code (generated when absent). */
export const approveAffiliateApplicationInputSchema = z.strictObject({
  commission_percent: z.number().min(0).max(100).default(10),
  code: z.string().regex(AFFILIATE_CODE_PATTERN, '3 to 32 letters, digits, _ or -.').optional(),
});

export const rejectAffiliateApplicationInputSchema = z.strictObject({
  note: z.string().trim().min(1).max(500).optional(),
});

export const affiliateApplicationIdInputSchema = z.object({ id: z.string().max(64) });

/** An approved affiliate, as `GET /affiliates/customers` lists them. */
export const affiliateCustomerSchema = z.object({
  customer_id: idSchema,
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  code: z.string(),
  revenue_percent: z.number(),
  /** Commission earned: each referred paid order's kept amount (total less refunds) × its rate. */
  revenue: z.number(),
  revenue_currency: z.string(),
  /** Paid orders carrying the affiliate's code. */
  referred_orders: z.number().int().nonnegative(),
  affiliate_since: unixSeconds,
});
export type AffiliateCustomer = z.infer<typeof affiliateCustomerSchema>;

export const listAffiliateCustomersQuerySchema = pageQuerySchema;
export const listAffiliateCustomersInputSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(100),
});
export const affiliateCustomerListSchema = pagedList(affiliateCustomerSchema);

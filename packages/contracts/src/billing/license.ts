import { z } from 'zod';
import { idSchema, unixSeconds, unixSecondsInput } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

/** `XXXXX-XXXXX-XXXXX-XXXXX`: 20 characters of an alphabet without look-alikes (0/O, 1/I). */
export const LICENSE_KEY_PATTERN = /^[A-HJ-NP-Z2-9]{5}(-[A-HJ-NP-Z2-9]{5}){3}$/;
export const LICENSE_STATUSES = ['ACTIVE', 'DISABLED'] as const;

export const licenseSchema = z.object({
  id: idSchema,
  key: z.string(),
  product_id: idSchema,
  /** The order it was issued for; null for licenses created through the API. */
  order_id: z.string().nullable(),
  customer_email: z.string().nullable(),
  status: z.enum(LICENSE_STATUSES),
  /** The hardware id bound by the first validation; null until then. */
  hwid: z.string().nullable(),
  expires_at: unixSeconds.nullable(),
  last_validated_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type License = z.infer<typeof licenseSchema>;

const hwidSchema = z.string().trim().min(1).max(200);

export const createLicenseInputSchema = z.object({
  product_id: z.string().min(1).max(64),
  customer_email: z.email().max(254).optional(),
  expires_at: unixSecondsInput.optional(),
  hwid: hwidSchema.optional(),
});

export const updateLicenseInputSchema = z.object({
  status: z.enum(LICENSE_STATUSES).optional(),
  /** null removes the expiry. */
  expires_at: unixSecondsInput.nullable().optional(),
  /** null releases the device binding, so the next validation binds again. */
  hwid: hwidSchema.nullable().optional(),
});

const listFilters = {
  product_id: z.string().max(64).optional(),
  status: z.enum(LICENSE_STATUSES).optional(),
  customer_email: z.string().max(254).optional(),
};
export const listLicensesQuerySchema = cursorQuerySchema.extend(listFilters);
export const listLicensesInputSchema = cursorInputSchema.extend(listFilters);
export const licenseListSchema = cursorPage(licenseSchema);

/** `POST /licenses/validate`: the key, optionally the product it must belong to, and the device. */
export const validateLicenseInputSchema = z.object({
  key: z.string().max(100),
  product_id: z.string().max(64).optional(),
  hwid: hwidSchema.optional(),
});
export const licenseValidationSchema = z.object({ valid: z.literal(true), license: licenseSchema });
export const deletedLicenseSchema = z.object({ id: idSchema, deleted: z.literal(true) });

import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema, queryBoolean } from '../pagination';

/** Consent bases the platform writes; `consent_basis` filters accept any value. */
export const CONSENT_BASES = ['SOFT_OPT_IN', 'CONSENT'] as const;
export const SUPPRESSIONS = ['BOUNCED', 'COMPLAINED'] as const;

/** A marketing contact (docs/email-marketing.md). */
export const marketingContactSchema = z.object({
  id: idSchema,
  email: z.string(),
  subscribed: z.boolean(),
  consent_basis: z.string(),
  source: z.string(),
  /** Why the address is not send-eligible; null when it is. */
  suppression: z.enum(SUPPRESSIONS).nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type MarketingContact = z.infer<typeof marketingContactSchema>;

/** `POST /email-marketing/contacts`: creates the contact, or updates the one with this email. */
export const upsertMarketingContactInputSchema = z.strictObject({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((email) => email.toLowerCase()),
  subscribed: z.boolean().default(true),
  consent_basis: z.enum(CONSENT_BASES).default('CONSENT'),
  source: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_:.-]+$/, 'Lowercase letters, digits and _ : . - only, like customer_portal or dev-api.')
    .default('dev-api'),
  suppression: z.enum(SUPPRESSIONS).nullable().optional(),
});

const contactFilters = { subscribed: queryBoolean.optional() };
export const listMarketingContactsQuerySchema = cursorQuerySchema.extend(contactFilters);
export const listMarketingContactsInputSchema = cursorInputSchema.extend({
  subscribed: z.boolean().optional(),
});
export const marketingContactListSchema = cursorPage(marketingContactSchema);

/** A saved segment and how many contacts it matched when last counted. */
export const emailSegmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  filter_rules: z.record(z.string(), z.unknown()),
  contact_count: z.number().int().nonnegative(),
  counted_at: unixSeconds,
  created_at: unixSeconds,
});
export type EmailSegment = z.infer<typeof emailSegmentSchema>;

/**
 * `POST /email-marketing/segments`. `filter_rules` is checked against the full grammar by the
 * billing service (its errors come back as 422 details under `filter_rules.…`).
 */
export const createEmailSegmentInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  filter_rules: z.record(z.string(), z.unknown()).default({}),
});

export const emailSegmentListSchema = cursorPage(emailSegmentSchema);
export const emailSegmentIdInputSchema = z.object({ id: z.string().max(64) });

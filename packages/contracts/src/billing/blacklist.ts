import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

/**
 * What a blacklist entry matches (docs/blacklist.md): a buyer's email (or every email of a
 * domain, written `@example.com`), an IP address or CIDR range, an ISO country, or a payment
 * fingerprint. Fingerprints are stored only as a SHA-256 hash. Input is case-insensitive
 * (`email` works as Sellix writes it); records use the upper-case names.
 */
export const BLACKLIST_TYPES = ['EMAIL', 'IP', 'COUNTRY', 'FINGERPRINT'] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];

const blacklistType = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(BLACKLIST_TYPES),
);

export const blacklistEntrySchema = z.object({
  id: idSchema,
  type: z.enum(BLACKLIST_TYPES),
  /** The matched value; for a fingerprint only its last four characters (`…a1b2`). */
  data: z.string(),
  note: z.string().nullable(),
  /** Checkouts and orders this entry refused. */
  hits: z.number().int().nonnegative(),
  last_hit_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

const data = z.string().trim().min(1).max(256);
const note = z.string().trim().max(500).nullable();

export const createBlacklistEntryInputSchema = z.strictObject({
  type: blacklistType,
  data,
  note: note.optional(),
});
export const updateBlacklistEntryInputSchema = z.strictObject({
  data: data.optional(),
  note: note.optional(),
});

const filters = { type: blacklistType.optional() };
export const listBlacklistQuerySchema = cursorQuerySchema.extend(filters);
export const listBlacklistInputSchema = cursorInputSchema.extend(filters);
export const blacklistListSchema = cursorPage(blacklistEntrySchema);
export const blacklistRefSchema = z.object({ id: z.string().min(1).max(64) });
export const deletedBlacklistEntrySchema = z.object({ id: idSchema, deleted: z.literal(true) });

import { z } from 'zod';
import { unixSeconds } from '../common';

/** The mails billing sends a shop's buyers (docs/email.md). All are transactional. */
export const BUYER_EMAIL_TEMPLATES = [
  'receipt',
  'renewal_invoice',
  'renewal_upcoming',
  'trial_ending',
  'refund',
  'dispute_closed',
] as const;
export type BuyerEmailTemplate = (typeof BUYER_EMAIL_TEMPLATES)[number];

const templateFlags = <T extends z.ZodType>(flag: T) =>
  z.object(
    Object.fromEntries(BUYER_EMAIL_TEMPLATES.map((template) => [template, flag])) as Record<
      BuyerEmailTemplate,
      T
    >,
  );

/** `GET /dev/v1/emails/settings`: which buyer mails the shop sends, and where replies go. */
export const buyerEmailSettingsSchema = z.object({
  /** Whether this platform sends mail at all (an SMTP server or the embedded mailbox). */
  delivery_configured: z.boolean(),
  /** Each template, on (sent) or off (never queued). All are on until the shop turns one off. */
  templates: templateFlags(z.boolean()),
  /** The `Reply-To` of the shop's buyer mail: where a buyer's answer goes; null: none. */
  reply_to: z.string().nullable(),
  /**
   * Whether a receipt lists the codes and texts it delivered; false: only the access link that
   * shows them (expiring, and recorded on the timeline when opened).
   */
  goods_in_mail: z.boolean(),
  /** When the shop last changed them; null: never (the defaults). */
  updated_at: unixSeconds.nullable(),
});
export type BuyerEmailSettings = z.infer<typeof buyerEmailSettingsSchema>;

/** `PATCH /dev/v1/emails/settings`: any subset; `reply_to: null` removes it. */
export const updateBuyerEmailSettingsInputSchema = z.strictObject({
  templates: z
    .strictObject(
      Object.fromEntries(
        BUYER_EMAIL_TEMPLATES.map((template) => [template, z.boolean().optional()]),
      ) as Record<BuyerEmailTemplate, z.ZodOptional<z.ZodBoolean>>,
    )
    .optional(),
  reply_to: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((email) => email.toLowerCase())
    .nullable()
    .optional(),
  goods_in_mail: z.boolean().optional(),
});
export type UpdateBuyerEmailSettingsInput = z.infer<typeof updateBuyerEmailSettingsInputSchema>;

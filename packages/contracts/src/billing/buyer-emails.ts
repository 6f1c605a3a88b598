import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

/** The mails billing sends a shop's buyers (docs/email.md). All are transactional. */
export const BUYER_EMAIL_TEMPLATES = [
  'receipt',
  'renewal_invoice',
  'renewal_upcoming',
  'trial_ending',
  'refund',
  'dispute_closed',
  'payment_request',
  'reseller_delivery',
] as const;
export type BuyerEmailTemplate = (typeof BUYER_EMAIL_TEMPLATES)[number];

/**
 * Mails billing sends the shop's own owners and admins, not its buyers (docs/email.md "Notices
 * to the shop's owners"): no template switch turns them off, and there is no test send of them.
 */
export const SHOP_NOTICE_TEMPLATES = ['security_notice'] as const;
export type ShopNoticeTemplate = (typeof SHOP_NOTICE_TEMPLATES)[number];

/** Every mail in a shop's mail log. */
export const MAIL_TEMPLATES = [...BUYER_EMAIL_TEMPLATES, ...SHOP_NOTICE_TEMPLATES] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export function isBuyerEmailTemplate(template: MailTemplate): template is BuyerEmailTemplate {
  return (BUYER_EMAIL_TEMPLATES as readonly string[]).includes(template);
}

/**
 * The languages buyer mail is written in: a closed list, because each one is a word catalogue
 * billing ships (services/billing/src/domain/mail/words), not free text a shop supplies.
 */
export const MAIL_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export const mailLocaleSchema = z.enum(MAIL_LOCALES, {
  error: `Unsupported locale; use one of ${MAIL_LOCALES.join(', ')}.`,
});
export type MailLocale = z.infer<typeof mailLocaleSchema>;
/** A shop that never chose a locale gets the mail it got before there was a choice. */
export const DEFAULT_MAIL_LOCALE: MailLocale = 'en';

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
  /** The language of every mail the shop's buyers get, read when each mail is sent. */
  locale: mailLocaleSchema,
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
  locale: mailLocaleSchema.optional(),
});
export type UpdateBuyerEmailSettingsInput = z.infer<typeof updateBuyerEmailSettingsInputSchema>;

/** Where a queued mail stands; `bounced`: sent, then reported undeliverable by the mail provider. */
export const BUYER_EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;

/** One mail of the shop's mail log (`GET /dev/v1/emails/messages`). */
export const buyerEmailSchema = z.object({
  id: idSchema,
  /** A buyer mail's template, or `security_notice` (a notice to the shop's owners and admins). */
  template: z.enum(MAIL_TEMPLATES),
  recipient: z.string(),
  status: z.enum(BUYER_EMAIL_STATUSES),
  /** A test send: sample data, never on an invoice timeline. */
  test: z.boolean(),
  /** Delivery attempts so far. */
  attempts: z.number().int().nonnegative(),
  /** The last refusal or error (an SMTP reply, a bounce report); null when there was none. */
  last_error: z.string().nullable(),
  /** The invoice the mail is about; null for a test send and a subscription reminder. */
  invoice_uniqid: z.string().nullable(),
  created_at: unixSeconds,
  /** When the mail server accepted it; null until then. */
  sent_at: unixSeconds.nullable(),
  /** When a queued mail is next tried; null once it is settled. */
  next_attempt_at: unixSeconds.nullable(),
  /** When the recipient reported it as spam (through the mail provider); null: never. */
  complained_at: unixSeconds.nullable(),
});
export type BuyerEmail = z.infer<typeof buyerEmailSchema>;

export const listBuyerEmailsQuerySchema = cursorQuerySchema;
export const listBuyerEmailsInputSchema = cursorInputSchema;
export const buyerEmailListSchema = cursorPage(buyerEmailSchema);

/** `POST /dev/v1/emails/test`: one template with sample data, to any address. */
export const sendTestEmailInputSchema = z.strictObject({
  template: z.enum(BUYER_EMAIL_TEMPLATES),
  to: z
    .email('Enter a valid email address.')
    .max(254)
    .transform((email) => email.toLowerCase()),
});
export type SendTestEmailInput = z.infer<typeof sendTestEmailInputSchema>;

/** Test sends a shop may make per hour: enough to check each template, too few to spam with. */
export const TEST_EMAILS_PER_HOUR = 20;

/**
 * One report of the platform's mail provider (`POST /mail/notifications`, docs/email.md): a
 * bounce after the server accepted a mail, or a complaint. `message_id` is the Message-ID the
 * platform gave the mail.
 */
export const mailNotificationSchema = z.strictObject({
  type: z.enum(['bounce', 'complaint']),
  message_id: z.string().min(3).max(998),
  /** When given, it must be the mail's recipient (case aside), or the report is not applied. */
  recipient: z.email().max(254).optional(),
  /** A bounce: `hard` (the address does not work; the default) or `soft` (recorded only). */
  bounce_type: z.enum(['hard', 'soft']).default('hard'),
  /** The provider's reason (a DSN's Diagnostic-Code), kept on the mail. */
  diagnostic: z.string().max(1000).optional(),
});
export type MailNotification = z.infer<typeof mailNotificationSchema>;

export const mailNotificationsBodySchema = z.strictObject({
  notifications: z.array(mailNotificationSchema).min(1).max(100),
});

/** What the platform did with a batch of reports: `matched` named a mail it sent. */
export const mailNotificationsResultSchema = z.object({
  received: z.number().int(),
  matched: z.number().int(),
});

/**
 * What the reseller service asks billing to mail when a reseller delivers stock to a customer by
 * email (internal): the codes travel here once and are kept with the queued mail until it is
 * purged (docs/email.md "Reseller deliveries").
 */
export const resellerDeliveryMailSchema = z.strictObject({
  /** The delivered inventory item or fulfilment order: one mail per object. */
  object_id: z.uuid(),
  recipient: z.email().max(254),
  /** The reseller's address: the customer's replies go to whom they bought from. */
  reseller_email: z.email().max(254),
  lines: z
    .array(
      z.strictObject({ title: z.string().min(1).max(255), codes: z.array(z.string().max(10_000)).max(1000) }),
    )
    .min(1)
    .max(100),
});
export type ResellerDeliveryMail = z.infer<typeof resellerDeliveryMailSchema>;

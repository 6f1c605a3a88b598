/** The mails billing sends a buyer (docs/email.md). All are transactional. */
export const MAIL_TEMPLATES = ['receipt', 'renewal_invoice', 'renewal_upcoming', 'trial_ending'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

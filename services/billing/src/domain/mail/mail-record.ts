import type { BuyerEmail, MailTemplate } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

/** A `mail_messages` row as the mail log reads it. */
export interface StoredMail {
  id: string;
  template: string;
  recipient: string;
  status: string;
  test: boolean;
  attempts: number;
  lastError: string | null;
  invoiceUniqid: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
  complainedAt: Date | null;
}

const unixOrNull = (date: Date | null) => (date ? toUnixSeconds(date) : null);

/** One mail of the shop's mail log. */
export function toBuyerEmail(row: StoredMail): BuyerEmail {
  const status = row.status.toLowerCase() as BuyerEmail['status'];
  return {
    id: row.id,
    template: row.template as MailTemplate,
    recipient: row.recipient,
    status,
    test: row.test,
    attempts: row.attempts,
    last_error: row.lastError,
    invoice_uniqid: row.invoiceUniqid,
    created_at: toUnixSeconds(row.createdAt),
    sent_at: unixOrNull(row.sentAt),
    next_attempt_at: status === 'queued' ? toUnixSeconds(row.nextAttemptAt) : null,
    complained_at: unixOrNull(row.complainedAt),
  };
}

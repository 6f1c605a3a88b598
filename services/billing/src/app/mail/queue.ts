import type { SqlExecutor } from '@shopforge/db/sql';
import type { BillingTx } from '../../db/invoices';
import { type MailToQueue, queueMail } from '../../db/mail-messages';
import { type TimelineRecord, timelineRecord } from '../../db/timeline';
import type { BillingDeps } from '../../deps';

/**
 * Queues a buyer mail in the transaction of the change that causes it, once per dedupe key, and
 * only where mail is configured and there is an address. Returns the `email_queued` step for the
 * invoice's timeline, to be written with the change, or null (nothing queued, or no invoice).
 */
export async function queueBuyerMail(
  deps: Pick<BillingDeps, 'mail'>,
  tx: SqlExecutor | BillingTx,
  mail: MailToQueue,
  now: Date,
): Promise<TimelineRecord | null> {
  if (!deps.mail || !mail.recipient) return null;
  const queued = await queueMail(tx, mail, now);
  if (!queued || !mail.invoice) return null;
  return timelineRecord({ shopId: mail.shopId, uniqid: mail.invoice.uniqid }, 'email_queued', now, {
    recipient: mail.recipient,
    template: mail.template,
  });
}

/** The receipt of an order that was just paid: one per invoice. */
export const queueReceipt = (
  deps: Pick<BillingDeps, 'mail'>,
  tx: SqlExecutor,
  invoice: { id: string; uniqid: string; shopId: string; customerEmail: string },
  now: Date,
) =>
  queueBuyerMail(
    deps,
    tx,
    {
      shopId: invoice.shopId,
      template: 'receipt',
      recipient: invoice.customerEmail,
      dedupeKey: `receipt:${invoice.id}`,
      invoice: { id: invoice.id, uniqid: invoice.uniqid },
    },
    now,
  );

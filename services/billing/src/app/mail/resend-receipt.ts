import { randomUUID } from 'node:crypto';
import type { BuyerEmail } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { findInvoice, orderNotFound } from '../../db/invoices';
import { queueMail } from '../../db/mail-messages';
import { readMailSettings } from '../../db/mail-settings';
import { recordTimelineEntries, timelineRecord } from '../../db/timeline';
import type { BillingDeps } from '../../deps';
import { toBuyerEmail } from '../../domain/mail/mail-record';
import { spendMailBudget } from './mail-budget';
import { noMailConfigured } from './no-mail';

/** Resent once a minute per order at most: enough for "it went to spam", too slow to mail-bomb a buyer. */
export const RECEIPT_RESEND_INTERVAL_MS = 60_000;
/** The dedupe keys of resent receipts: each its own mail, and how the interval finds the last. */
const RESEND_KEY = 'receipt:resend:';

/**
 * `POST /dev/v1/orders/{id}/resend-receipt`: the paid order's receipt, queued again to the
 * buyer's address as it is now (a corrected email is the usual reason), rendered at sending
 * time from the order like the first. On the order's timeline as `email_queued`.
 */
export async function resendReceipt(deps: BillingDeps, shopId: string, ref: string): Promise<BuyerEmail> {
  if (!deps.mail) throw noMailConfigured();
  const invoice = await findInvoice(deps.prisma, shopId, ref, 'PRODUCT');
  if (!invoice) throw orderNotFound();
  if (invoice.paidEventAt === null) {
    throw new AppError('BAD_REQUEST', 'This order has no receipt yet: it is sent when the order is paid.');
  }
  const settings = await readMailSettings(deps.sql, shopId);
  if (settings?.disabledTemplates.includes('receipt')) {
    throw new AppError(
      'CONFLICT',
      'Receipts are turned off in this shop’s mail settings (PATCH /dev/v1/emails/settings).',
    );
  }
  const now = deps.clock.now();
  const id = await deps.sql.transaction(async (tx) => {
    // One resend at a time per order, so two clicks cannot both pass the interval.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`receipt:${invoice.id}`]);
    const [last] = await tx.query<{ at: Date | string | null }>(
      `SELECT max("created_at") AS "at" FROM "mail_messages"
       WHERE "invoice_id" = $1::uuid AND "template" = 'receipt' AND "dedupe_key" LIKE $2`,
      [invoice.id, `${RESEND_KEY}%`],
    );
    const lastAt = last?.at ? new Date(last.at).getTime() : null;
    if (lastAt !== null && now.getTime() - lastAt < RECEIPT_RESEND_INTERVAL_MS) {
      throw new AppError('RATE_LIMITED', 'This order’s receipt was sent again less than a minute ago.', {
        extra: {
          retry_after: Math.max(1, Math.ceil((lastAt + RECEIPT_RESEND_INTERVAL_MS - now.getTime()) / 1000)),
        },
      });
    }
    await spendMailBudget(deps, tx, { shopId, recipient: invoice.customerEmail, template: 'receipt' }, now);
    const queued = await queueMail(
      tx,
      {
        shopId,
        template: 'receipt',
        recipient: invoice.customerEmail,
        dedupeKey: `${RESEND_KEY}${randomUUID()}`,
        invoice: { id: invoice.id, uniqid: invoice.uniqid },
      },
      now,
    );
    // The settings were read above; what still stops a mail is the address having bounced.
    if (!queued) {
      throw new AppError('CONFLICT', 'The buyer’s address bounced before: mail to it is suppressed.');
    }
    await recordTimelineEntries(tx, [
      timelineRecord(invoice, 'email_queued', now, { recipient: invoice.customerEmail, template: 'receipt' }),
    ]);
    return queued;
  });
  return toBuyerEmail(await deps.prisma.mailMessage.findUniqueOrThrow({ where: { id } }));
}

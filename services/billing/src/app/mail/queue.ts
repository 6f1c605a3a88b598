import type { BuyerEmailTemplate, ResellerDeliveryMail } from '@shopforge/contracts';
import type { SqlExecutor } from '@shopforge/db/sql';
import type { BillingTx } from '../../db/invoices';
import { type MailToQueue, queueMail } from '../../db/mail-messages';
import { type TimelineRecord, timelineRecord } from '../../db/timeline';
import type { BillingDeps } from '../../deps';
import type { SecurityNoticeMail } from '../../domain/mail/security-notice';

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

/**
 * A mail about an invoice to its buyer, once per invoice, or once per `aboutId` (the refund or
 * dispute it reports). Returns the `email_queued` step to write with the change.
 */
export const queueInvoiceMail = (
  deps: Pick<BillingDeps, 'mail'>,
  tx: SqlExecutor | BillingTx,
  invoice: { id: string; uniqid: string; shopId: string; customerEmail: string },
  template: BuyerEmailTemplate,
  now: Date,
  extra: { aboutId?: string; subscriptionId?: string } = {},
) =>
  queueBuyerMail(
    deps,
    tx,
    {
      shopId: invoice.shopId,
      template,
      recipient: invoice.customerEmail,
      dedupeKey: `${template}:${extra.aboutId ?? invoice.id}`,
      invoice: { id: invoice.id, uniqid: invoice.uniqid },
      aboutId: extra.aboutId ?? null,
      subscriptionId: extra.subscriptionId ?? null,
    },
    now,
  );

/**
 * A reseller's delivery to their customer, as the reseller service reports it: one mail per
 * delivered object, carrying its codes (the reseller service keeps them; billing has no row to
 * render them from).
 */
export async function queueResellerDeliveryMail(
  deps: Pick<BillingDeps, 'mail' | 'sql' | 'clock'>,
  shopId: string,
  delivery: ResellerDeliveryMail,
): Promise<boolean> {
  if (!deps.mail) return false;
  const id = await queueMail(
    deps.sql,
    {
      shopId,
      template: 'reseller_delivery',
      recipient: delivery.recipient.toLowerCase(),
      dedupeKey: `reseller_delivery:${delivery.object_id}`,
      aboutId: delivery.object_id,
      payload: delivery,
    },
    deps.clock.now(),
  );
  return id !== null;
}

/**
 * A notice to one of the shop's owners or admins that where its money or license keys go
 * changed (docs/email.md "Notices to the shop's owners"): once per announced change and
 * recipient, whatever the shop's buyer-mail switches say; a bounced address still gets none.
 */
export async function queueSecurityNotice(
  deps: Pick<BillingDeps, 'mail' | 'sql' | 'clock'>,
  shopId: string,
  changeId: string,
  recipient: string,
  notice: SecurityNoticeMail,
): Promise<boolean> {
  if (!deps.mail) return false;
  const address = recipient.toLowerCase();
  const id = await queueMail(
    deps.sql,
    {
      shopId,
      template: 'security_notice',
      recipient: address,
      dedupeKey: `security_notice:${changeId}:${address}`,
      payload: notice,
    },
    deps.clock.now(),
  );
  return id !== null;
}

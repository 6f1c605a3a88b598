import { centsToDecimal, toCents } from '@shopforge/service-kit';
import { type BillingTx, lockInvoice } from '../db/invoices';
import { emitOrderEvent } from '../db/order-events';
import { recordTimeline, recordTimelineEntries } from '../db/timeline';
import type { BillingDeps } from '../deps';
import type { StoredInvoice } from '../domain/rows';
import { queueInvoiceMail } from './mail/queue';
import { type Actor, changeStatus } from './status-change';

/**
 * A refund the provider made, recorded under the invoice's lock, once per provider refund id: the
 * status machine checks the
 * amount against what is refunded by then (a concurrent refund may have taken part of it), and
 * the refunded total, the refund row, `refund_requested`, `status_changed`, `order:updated` and
 * the buyer's refund mail commit together. Delivered goods stay delivered (a code cannot be taken back from a buyer).
 */
export async function recordRefund(
  deps: Pick<BillingDeps, 'mail'>,
  tx: BillingTx,
  invoiceId: string,
  refund: {
    id: string;
    amountCents: number;
    reason: string | null;
    /** The provider's refund id; null for a payment no provider took (manual). */
    reference: string | null;
    actor: Actor;
    now: Date;
  },
): Promise<StoredInvoice> {
  const locked = await lockInvoice(tx, invoiceId);
  // One provider refund is recorded once, whoever comes first under the lock: the API call that
  // made it, or the provider's event about it (which may arrive before that call commits).
  if (refund.reference && (await tx.refund.findFirst({ where: { invoiceId, reference: refund.reference } })))
    return locked;
  const refundedCents = toCents(locked.refundedAmount);
  const changed = await changeStatus(tx, invoiceId, 'refund', {
    now: refund.now,
    actor: refund.actor,
    locked,
    context: () => ({ totalCents: toCents(locked.total), refundedCents, amountCents: refund.amountCents }),
    data: { refundedAmount: centsToDecimal(refundedCents + refund.amountCents) },
    note: refund.reason,
  });
  const { before } = changed;
  await tx.refund.create({
    data: {
      id: refund.id,
      invoiceId,
      shopId: before.shopId,
      amount: centsToDecimal(refund.amountCents),
      reason: refund.reason,
      gateway: before.gateway,
      reference: refund.reference,
      createdAt: refund.now,
    },
  });
  await recordTimeline(tx, before, 'refund_requested', refund.now, {
    actor: refund.actor,
    gateway: before.gateway,
    amount: centsToDecimal(refund.amountCents),
    currency: before.currency,
    reference: refund.reference ?? refund.id,
    outcome: 'succeeded',
    note: refund.reason,
  });
  const queued = await queueInvoiceMail(deps, tx, { ...before, id: invoiceId }, 'refund', refund.now, {
    aboutId: refund.id,
  });
  if (queued) await recordTimelineEntries(tx, [queued]);
  const after = await changed.after();
  await emitOrderEvent(tx, 'order:updated', after, refund.now);
  return after;
}

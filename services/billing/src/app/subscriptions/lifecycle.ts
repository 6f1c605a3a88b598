import type { RecurringInterval } from '@shopforge/contracts';
import { centsToDecimal } from '@shopforge/service-kit';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import type { BillingTx } from '../../db/invoices';
import {
  emitSubscriptionEvent,
  lockSubscription,
  type SubscriptionChanges,
  type SubscriptionRow,
  updateSubscription,
} from '../../db/subscriptions';
import type { BillingWork } from '../../db/transaction';
import type { PricedLine } from '../../domain/pricing';
import { addInterval } from '../../domain/subscription-schedule';
import { moveSubscription, type SubscriptionMove } from '../../domain/subscription-status';

const DAY_MS = 86_400_000;

/**
 * Writes the PENDING subscription a recurring order line starts, in the order's transaction,
 * and sends `subscription:created`. It starts when the first invoice is paid. The invoice was
 * written naming it already (`subscriptionId`).
 */
export async function openSubscription(
  tx: BillingTx,
  order: {
    subscriptionId: string;
    invoiceId: string;
    shopId: string;
    lineId: string;
    line: PricedLine;
    customerEmail: string;
    gateway: string | null;
    couponId: string | null;
    paymentLinkId: string | null;
  },
  now: Date,
): Promise<void> {
  const { line } = order;
  if (!line.recurring) return;
  const sub = await tx.subscription.create({
    data: {
      id: order.subscriptionId,
      shopId: order.shopId,
      productId: line.product.id,
      productUniqid: line.product.uniqid,
      productTitle: line.product.title,
      productType: line.product.type,
      variantId: line.variant?.id ?? null,
      quantity: line.quantity,
      unitPrice: centsToDecimal(Math.round((line.variant ? line.variant.price : line.product.price) * 100)),
      price: centsToDecimal(line.recurring.renewalCents),
      currency: line.product.currency,
      interval: line.recurring.interval,
      intervalCount: line.recurring.count,
      trialDays: line.recurring.trialDays,
      status: 'PENDING',
      gateway: order.gateway,
      origin: order.paymentLinkId ? 'PAYMENT_LINK' : 'API',
      customerEmail: order.customerEmail,
      paymentLinkId: order.paymentLinkId,
      couponId: order.couponId,
      firstInvoiceId: order.invoiceId,
      templateLineId: order.lineId,
      createdAt: now,
      updatedAt: now,
    },
  });
  await emitSubscriptionEvent(tx, 'subscription:created', sub, now);
}

/** Applies one move of the status machine and sends its events; a refused move changes nothing. */
type Writer = SqlExecutor | PrismaRawClient;

async function move(
  tx: Writer,
  sub: SubscriptionRow,
  kind: SubscriptionMove,
  changes: SubscriptionChanges,
  now: Date,
): Promise<SubscriptionRow | null> {
  const result = moveSubscription(sub.status, kind);
  if (!result.ok) return null;
  const after = await updateSubscription(tx, sub, { ...changes, status: result.status }, now);
  for (const event of result.events) await emitSubscriptionEvent(tx, event, after, now);
  return after;
}

/**
 * Ends a pause, by hand or at `resumes_at`. A period that ended while paused is closed at the
 * resume, so the next one is invoiced at once and runs from now.
 */
export async function resumeNow(tx: Writer, sub: SubscriptionRow, now: Date): Promise<SubscriptionRow> {
  const ended = sub.currentPeriodEnd && sub.currentPeriodEnd < now;
  const after = await updateSubscription(
    tx,
    sub,
    { pausedAt: null, resumesAt: null, ...(ended ? { currentPeriodEnd: now } : {}) },
    now,
  );
  await emitSubscriptionEvent(tx, 'subscription:updated', after, now);
  return after;
}

/** Cancels now: the period's open renewal invoice is the caller's to void. */
export function cancelNow(
  tx: Writer,
  sub: SubscriptionRow,
  now: Date,
  details: { statusDetails: string; reasonId?: number | null; comment?: string | null },
) {
  return move(
    tx,
    sub,
    { kind: 'cancel' },
    {
      canceledAt: now,
      statusDetails: details.statusDetails,
      cancelReasonId: details.reasonId ?? sub.cancelReasonId,
      cancelReasonComment: details.comment ?? sub.cancelReasonComment,
      cancelAtPeriodEnd: false,
      pausedAt: null,
      resumesAt: null,
    },
    now,
  );
}

/**
 * What an invoice's status change means for its subscription, in the change's transaction:
 * the first invoice paid starts it (a trial, or its first period); the open renewal invoice paid
 * starts the next period on the old period's end (the billing anchor holds even when paid
 * late); either of them expiring or voided unpaid cancels it. Anything else (refunds, disputes,
 * an old invoice) leaves the subscription alone (docs/subscriptions.md).
 */
export async function onSubscriptionInvoice(
  work: BillingWork,
  invoice: { id: string; uniqid: string; subscriptionId: string | null },
  previous: string,
  next: string,
  customerId: string | null,
  now: Date,
): Promise<void> {
  if (!invoice.subscriptionId || previous === next) return;
  const tx = executorFor(work);
  const sub = await lockSubscription(tx, invoice.subscriptionId);
  const interval = sub.interval as RecurringInterval;
  const isFirst = sub.firstInvoiceId === invoice.id && sub.status === 'PENDING';
  const isRenewal = sub.renewalInvoiceId === invoice.id;
  if (next === 'COMPLETED' && isFirst) {
    const trial = sub.trialDays > 0;
    const end = trial
      ? new Date(now.getTime() + sub.trialDays * DAY_MS)
      : addInterval(now, interval, sub.intervalCount);
    await move(
      tx,
      sub,
      { kind: 'first_paid', trial },
      {
        customerId: customerId ?? sub.customerId,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        trialEndsAt: trial ? end : null,
      },
      now,
    );
  } else if (next === 'COMPLETED' && isRenewal && sub.currentPeriodEnd) {
    const start = sub.currentPeriodEnd;
    await move(
      tx,
      sub,
      { kind: 'renewal_paid' },
      {
        currentPeriodStart: start,
        currentPeriodEnd: addInterval(start, interval, sub.intervalCount),
        renewalInvoiceId: null,
        renewalInvoiceCreated: false,
        upcomingEmail1WeekSent: false,
        trialPeriodEndingEmailSent: sub.status === 'TRIALING' ? true : sub.trialPeriodEndingEmailSent,
        statusDetails: null,
      },
      now,
    );
  } else if ((next === 'EXPIRED' || next === 'VOIDED') && (isFirst || isRenewal)) {
    const what = isFirst ? 'first' : 'renewal';
    const how = next === 'EXPIRED' ? 'expired unpaid' : 'was voided before it was paid';
    await cancelNow(tx, sub, now, { statusDetails: `The ${what} invoice ${invoice.uniqid} ${how}.` });
  }
}

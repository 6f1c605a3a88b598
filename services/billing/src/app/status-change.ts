import { onEscrowInvoice } from './support/escrow';
import type { InvoiceStatus } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import type { Prisma } from '../generated/prisma/client';
import { type BillingTx, loadInvoice, lockInvoice } from '../db/invoices';
import { ensureCustomer, refreshCustomerStats } from '../db/customers';
import { issueLicenses, type LicensedLine } from '../db/licenses';
import { recordTimeline } from '../db/timeline';
import { SPENT_STATUSES } from '../domain/customer-record';
import { type InvoiceAction, type TransitionContext, transition } from '../domain/invoice-status';
import { type StoredInvoice, statusOf } from '../domain/rows';
import { onAffiliateInvoice } from './affiliates';
import { recordBuyerContact } from './email-marketing';
import { onSubscriptionInvoice } from './subscriptions/lifecycle';
import type { TimelineFacts } from '../domain/timeline-event';

export type Actor = NonNullable<TimelineFacts['actor']>;
export const SYSTEM: Actor = { type: 'system', user_id: null, name: null };
export const API: Actor = { type: 'api', user_id: null, name: null };
export const BUYER: Actor = { type: 'buyer', user_id: null, name: null };
export const PROVIDER: Actor = { type: 'provider', user_id: null, name: null };

const spent = (status: string) => (SPENT_STATUSES as readonly string[]).includes(status);

/**
 * What follows a status change, in its transaction: moving into or out of a paid state
 * changes the buyer's customer profile, completion issues the order's license keys, and the
 * invoice of a subscription moves the subscription (docs/subscriptions.md), and a referred
 * order's affiliate is credited or debited (docs/affiliates.md).
 */
export async function afterStatusChange(
  tx: BillingTx,
  invoice: {
    id: string;
    uniqid: string;
    shopId: string;
    customerEmail: string;
    currency: string;
    subscriptionId: string | null;
    kind: string;
    affiliateCustomerId: string | null;
    lines: readonly LicensedLine[];
  },
  previous: string,
  next: InvoiceStatus,
  now: Date,
): Promise<void> {
  let customerId: string | null = null;
  if (spent(next))
    customerId = await ensureCustomer(tx, invoice.shopId, invoice.customerEmail, invoice.currency, now);
  else if (spent(previous)) await refreshCustomerStats(tx, invoice.shopId, invoice.customerEmail);
  // A paid store order makes its buyer a marketing contact (developer payments do not).
  if (spent(next) && !spent(previous) && invoice.kind === 'PRODUCT') {
    await recordBuyerContact(tx, invoice.shopId, invoice.customerEmail, now);
  }
  if (next === 'COMPLETED' && previous !== 'COMPLETED') await issueLicenses(tx, invoice, now);
  await onSubscriptionInvoice(tx, invoice, previous, next, customerId, now);
  await onAffiliateInvoice(tx, invoice, previous, next, now);
  await onEscrowInvoice(tx, invoice, next, now);
}

/**
 * Moves a locked invoice by one action of the status machine (docs/invoices.md), or refuses
 * with the machine's reason as a 400 and changes nothing. Records `status_changed` when the
 * status actually changes. The caller holds the row lock (`lockInvoice`), so the check and the
 * write see the same state.
 */
export async function changeStatus(
  tx: BillingTx,
  invoiceId: string,
  action: InvoiceAction,
  options: {
    now: Date;
    actor: Actor;
    context?: (invoice: StoredInvoice) => TransitionContext;
    data?: Prisma.InvoiceUpdateInput;
    note?: string | null;
    /** The event recording the change instead of `status_changed` (`voided`, `dispute_lost`). */
    timelineType?: 'status_changed' | 'voided';
    /** The row as the caller read it under the lock already (`lockInvoice` in this transaction). */
    locked?: StoredInvoice;
  },
) {
  const before = options.locked ?? (await lockInvoice(tx, invoiceId));
  const previous = statusOf(before);
  const result = transition(previous, action, options.context?.(before) ?? {});
  if (!result.ok) throw new AppError('BAD_REQUEST', result.reason);
  await tx.invoice.update({
    where: { id: invoiceId },
    data: { ...options.data, status: result.status, updatedAt: options.now },
  });
  await afterStatusChange(tx, before, previous, result.status as InvoiceStatus, options.now);
  if (result.status !== previous || options.timelineType === 'voided') {
    await recordTimeline(tx, before, options.timelineType ?? 'status_changed', options.now, {
      actor: options.actor,
      status: result.status,
      previous_status: previous,
      note: options.note ?? null,
    });
  }
  return {
    before,
    /** The invoice as the change left it, read when a caller needs it (an event's payload). */
    after: () => loadInvoice(tx, invoiceId),
    previous,
    status: result.status as InvoiceStatus,
  };
}

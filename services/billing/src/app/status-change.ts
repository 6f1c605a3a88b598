import type { InvoiceStatus } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { lockInvoice } from '../db/invoices';
import { type InvoiceChanges, updateInvoice } from '../db/invoice-updates';
import type { BillingWork } from '../db/transaction';
import { ensureCustomer, refreshCustomerStats } from '../db/customers';
import { issueLicenses, type LicensedLine } from '../db/licenses';
import { type TimelineRecord, timelineRecord } from '../db/timeline';
import type { Actor } from '../domain/actors';
import { SPENT_STATUSES } from '../domain/customer-record';
import { type InvoiceAction, type TransitionContext, transition } from '../domain/invoice-status';
import { type StoredInvoice, statusOf } from '../domain/rows';
import { onAffiliateInvoice } from './affiliates';
import { recordBuyerContact } from './email-marketing';
import { onSubscriptionInvoice } from './subscriptions/lifecycle';
import { onEscrowInvoice } from './support/escrow-on-status';

// Every caller that changes a status names who did it; they take the actors from here.
export { API, type Actor, BUYER, PROVIDER, SYSTEM } from '../domain/actors';

const spent = (status: string) => (SPENT_STATUSES as readonly string[]).includes(status);

/**
 * What follows a status change, in its transaction: moving into or out of a paid state
 * changes the buyer's customer profile, completion issues the order's license keys, and the
 * invoice of a subscription moves the subscription (docs/subscriptions.md), and a referred
 * order's affiliate is credited or debited (docs/affiliates.md).
 */
export async function afterStatusChange(
  tx: BillingWork,
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
  tx: BillingWork,
  invoiceId: string,
  action: InvoiceAction,
  options: {
    now: Date;
    actor: Actor;
    context?: (invoice: StoredInvoice) => TransitionContext;
    data?: Omit<InvoiceChanges, 'status' | 'updatedAt'>;
    note?: string | null;
    /** The event recording the change instead of `status_changed` (`voided`, `dispute_lost`). */
    timelineType?: 'status_changed' | 'voided';
    /** The row as the caller read it under the lock already (`lockInvoice` in this transaction). */
    locked?: StoredInvoice;
    /** Timeline rows the caller records with this change, written before its own, with the update. */
    entries?: readonly TimelineRecord[];
  },
) {
  const before = options.locked ?? (await lockInvoice(tx, invoiceId));
  const previous = statusOf(before);
  const result = transition(previous, action, options.context?.(before) ?? {});
  if (!result.ok) throw new AppError('BAD_REQUEST', result.reason);
  const entries = [...(options.entries ?? [])];
  if (result.status !== previous || options.timelineType === 'voided') {
    entries.push(
      timelineRecord(before, options.timelineType ?? 'status_changed', options.now, {
        actor: options.actor,
        status: result.status,
        previous_status: previous,
        note: options.note ?? null,
      }),
    );
  }
  // The change and its timeline rows in one statement; what follows it records after them.
  const changed = await updateInvoice(
    tx,
    invoiceId,
    { ...options.data, status: result.status, updatedAt: options.now },
    entries,
  );
  await afterStatusChange(tx, before, previous, result.status as InvoiceStatus, options.now);
  return {
    before,
    /**
     * The invoice as the change left it (an event's payload), as the update returned it: what
     * follows a change (customer, licences, subscription, affiliate, escrow) never writes the
     * invoice or its lines.
     */
    after: async () => changed,
    previous,
    status: result.status as InvoiceStatus,
  };
}

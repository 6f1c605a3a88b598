import { AppError } from '@shopforge/errors';
import { emitOrderEvent } from '../db/order-events';
import { findInvoiceByUniqid, invoiceNotFound, lockInvoice } from '../db/invoices';
import { recordTimeline } from '../db/timeline';
import type { BillingDeps } from '../deps';
import { centsToDecimal, toCents } from '@shopforge/service-kit';
import { expireIfDue } from './cancel';
import { BUYER } from './status-change';

export const OFFLINE_NOTE = 'Offline payment: awaiting the shop’s confirmation.';

/**
 * The buyer chose to pay offline (a bank transfer): nothing moves at a provider, so the invoice
 * stays PENDING (the spec's `order:manual_payment_pending` carries PENDING) and waits for the
 * merchant's review; the merchant confirms with `POST /orders/{id}/fulfill`. Choosing it again
 * changes nothing.
 */
export async function requestOfflinePayment(
  deps: BillingDeps,
  uniqid: string,
  gateway: string,
): Promise<void> {
  const found = await findInvoiceByUniqid(deps.sql, uniqid);
  if (!found) throw invoiceNotFound();
  if (await expireIfDue(deps, found))
    throw new AppError('BAD_REQUEST', 'This invoice cannot be paid: it is EXPIRED.');
  if (found.gateway && found.gateway !== gateway) {
    throw new AppError('BAD_REQUEST', `This invoice must be paid with ${found.gateway}.`);
  }
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, found.id);
    if (invoice.status !== 'PENDING') {
      throw new AppError('BAD_REQUEST', `This invoice cannot be paid offline: it is ${invoice.status}.`);
    }
    if (invoice.flowType === 'MANUAL' && invoice.gateway === gateway) return;
    await tx.invoice.update({
      where: { id: invoice.id },
      data: { gateway, flowType: 'MANUAL', updatedAt: now },
    });
    await recordTimeline(tx, invoice, 'payment_started', now, {
      actor: BUYER,
      gateway,
      amount: centsToDecimal(toCents(invoice.total)),
      currency: invoice.currency,
      note: OFFLINE_NOTE,
    });
    await emitOrderEvent(tx, 'order:manual_payment_pending', await lockInvoice(tx, invoice.id), now);
  });
}

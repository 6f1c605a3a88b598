import { emitOrderEvent } from '../db/order-events';
import { lockInvoice } from '../db/invoices';
import type { BillingDeps } from '../deps';

/**
 * PATCH/PUT `referral_code`: replaces the affiliate attribution (empty text removes it) and
 * tells subscribers with `order:updated`. Affiliate accounts arrive with the affiliate program
 * (issue 10); until then the code is recorded as given.
 */
export async function updateReferral(deps: BillingDeps, invoiceId: string, code: string) {
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const before = await lockInvoice(tx, invoiceId);
    const next = code === '' ? null : code;
    if (before.affiliateCode === next) return before;
    await tx.invoice.update({ where: { id: invoiceId }, data: { affiliateCode: next, updatedAt: now } });
    const after = await lockInvoice(tx, invoiceId);
    await emitOrderEvent(tx, 'order:updated', after, now);
    return after;
  });
}

import { emitOrderEvent } from '../db/order-events';
import { lockInvoice } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { attributionFor, refreshAffiliateRevenue } from './affiliates';

/**
 * PATCH/PUT `referral_code`: replaces the affiliate attribution (empty text removes it) and
 * tells subscribers with `order:updated`. The code is kept as given; it credits the affiliate
 * holding it, at their rate now (docs/affiliates.md). On a paid order both the old and the new
 * affiliate's revenue are recounted in the same transaction.
 */
export async function updateReferral(deps: BillingDeps, invoiceId: string, code: string) {
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const before = await lockInvoice(tx, invoiceId);
    const next = code === '' ? null : code;
    if (before.affiliateCode === next) return before;
    const attribution = await attributionFor(tx, before.shopId, next, before.customerEmail);
    await tx.invoice.update({
      where: { id: invoiceId },
      data: { affiliateCode: next, ...attribution, updatedAt: now },
    });
    for (const affiliate of new Set([before.affiliateCustomerId, attribution.affiliateCustomerId])) {
      if (affiliate) await refreshAffiliateRevenue(tx, affiliate);
    }
    const after = await lockInvoice(tx, invoiceId);
    await emitOrderEvent(tx, 'order:updated', after, now);
    return after;
  });
}

import type { BillingDeps } from '../../deps';
import { providerCanBill } from '../../domain/provider-billing';
import type { StoredInvoice } from '../../domain/rows';
import type { RecurringTerms } from '../../providers/provider';

/** The terms a provider needs to bill the subscription this invoice starts, when it may. */
export async function recurringTerms(
  deps: BillingDeps,
  invoice: StoredInvoice,
): Promise<RecurringTerms | undefined> {
  if (!invoice.subscriptionId) return undefined;
  const sub = await deps.prisma.subscription.findUnique({ where: { id: invoice.subscriptionId } });
  if (!sub || !providerCanBill(invoice, sub)) return undefined;
  return {
    subscriptionId: sub.id,
    interval: sub.interval as RecurringTerms['interval'],
    intervalCount: sub.intervalCount,
  };
}

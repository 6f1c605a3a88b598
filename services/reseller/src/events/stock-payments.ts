import type { EventEnvelope } from '@shopforge/events';
import type { ResellerDeps } from '../deps';

/**
 * A paid invoice of a stock transfer (billing's `order:paid`) marks the transfer paid and
 * allocates its codes. Both steps are idempotent, so a redelivered event changes nothing; a
 * transfer left PAID (catalog down, codes short) is retried by the recovery worker.
 */
export async function onOrderPaid(
  deps: Pick<ResellerDeps, 'stock' | 'log'>,
  event: EventEnvelope,
): Promise<boolean> {
  if (event.type !== 'order:paid' || event.shop_id === null) return false;
  const uniqid = (event.data as { uniqid?: unknown }).uniqid;
  if (typeof uniqid !== 'string') return false;
  try {
    return await deps.stock.paidByInvoice(event.shop_id, uniqid);
  } catch (error) {
    // Paid but not allocated: the recovery worker allocates it later.
    deps.log.warn({ err: error, invoice: uniqid }, 'stock allocation after payment failed');
    return true;
  }
}

import { emitOrderEvent } from '../db/order-events';
import { type BillingTx, findInvoice, orderNotFound } from '../db/invoices';
import type { BillingDeps } from '../deps';
import { API, type Actor, changeStatus, SYSTEM } from './status-change';

/** Hands the coupon use of a cancelled order back (the saga's compensation). */
async function releaseCoupon(
  deps: BillingDeps,
  invoice: { id: string; shopId: string; couponId: string | null },
) {
  if (!invoice.couponId) return;
  await deps.catalog
    .releaseCoupon({ shop_id: invoice.shopId, reference: invoice.id })
    .catch((error: unknown) => deps.log.warn({ err: error, invoice: invoice.id }, 'coupon release failed'));
}

/**
 * Voids or expires an unpaid invoice inside the caller's transaction and sends
 * `order:cancelled` (the spec's name for both). The status machine refuses a paid invoice.
 */
export async function cancelInTx(
  tx: BillingTx,
  invoiceId: string,
  action: 'void' | 'expire',
  actor: Actor,
  note: string | null,
  now: Date,
) {
  const changed = await changeStatus(tx, invoiceId, action, {
    now,
    actor,
    note,
    timelineType: action === 'void' ? 'voided' : 'status_changed',
    data: action === 'void' ? { voidDetails: note ?? 'Voided by the merchant.', expiresAt: null } : {},
  });
  const after = await changed.after();
  await emitOrderEvent(tx, 'order:cancelled', after, now);
  return after;
}

async function cancel(
  deps: BillingDeps,
  invoiceId: string,
  action: 'void' | 'expire',
  actor: Actor,
  note: string | null,
) {
  const now = deps.clock.now();
  const after = await deps.prisma.$transaction((tx) => cancelInTx(tx, invoiceId, action, actor, note, now));
  await releaseCoupon(deps, after);
  return after;
}

/** `POST /orders/{id}/void`: an unpaid order is called off; it can never be paid afterwards. */
export async function voidOrder(deps: BillingDeps, shopId: string, ref: string, reason: string | undefined) {
  const found = await findInvoice(deps.sql, shopId, ref, 'PRODUCT');
  if (!found) throw orderNotFound();
  return cancel(deps, found.id, 'void', API, reason ?? null);
}

/**
 * Expires one invoice now if its time ran out, so a buyer arriving between the deadline and the
 * sweeper's next pass cannot start paying it. True when it is (now) expired.
 */
export async function expireIfDue(
  deps: BillingDeps,
  invoice: { id: string; status: string; expiresAt: Date | null },
): Promise<boolean> {
  if (invoice.status !== 'PENDING' && invoice.status !== 'PENDING_PAYMENT')
    return invoice.status === 'EXPIRED';
  if (!invoice.expiresAt || invoice.expiresAt > deps.clock.now()) return false;
  try {
    await cancel(deps, invoice.id, 'expire', SYSTEM, 'Not paid in time.');
  } catch (error) {
    deps.log.debug({ err: error, invoice: invoice.id }, 'invoice not expired');
  }
  return true;
}

/** Expires every pending invoice whose time ran out (clock-driven; the sweeper calls it). */
export async function expireDue(deps: BillingDeps, limit = 100): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.prisma.invoice.findMany({
    where: { status: { in: ['PENDING', 'PENDING_PAYMENT'] }, expiresAt: { lte: now } },
    select: { id: true },
    orderBy: { expiresAt: 'asc' },
    take: limit,
  });
  let expired = 0;
  for (const { id } of due) {
    try {
      await cancel(deps, id, 'expire', SYSTEM, 'Not paid in time.');
      expired += 1;
    } catch (error) {
      // Paid or voided meanwhile: the status machine refused, which is the right outcome.
      deps.log.debug({ err: error, invoice: id }, 'invoice not expired');
    }
  }
  return expired;
}

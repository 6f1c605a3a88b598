import type { Escrow, EscrowReleaseReason } from '@shopforge/contracts';
import { isUniqueViolation } from '@shopforge/db/errors';
import { AppError, validationError } from '@shopforge/errors';
import { centsToDecimal, centsToNumber, toCents, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { findEscrow } from '../../db/escrow';
import { findInvoice } from '../../db/invoices';
import type { BillingDeps } from '../../deps';
import type { Prisma } from '../../generated/prisma/client';
import { API, type Actor, BUYER, SYSTEM } from '../../domain/actors';
import { refundOrder } from '../refund';
import { recordEscrowStep } from './escrow-timeline';

type EscrowRow = Prisma.EscrowGetPayload<object>;

const DAY_MS = 86_400_000;
/** How many due holds one sweep releases; the rest wait for the next sweep. */
const RELEASE_BATCH = 100;

export function toEscrow(row: EscrowRow): Escrow {
  return {
    id: row.id,
    invoice_uniqid: row.invoiceUniqid,
    status: row.status as Escrow['status'],
    amount: centsToNumber(toCents(row.amount)),
    currency: row.currency,
    hold_days: row.holdDays,
    release_at: toUnixSeconds(row.releaseAt),
    released_at: row.releasedAt ? toUnixSeconds(row.releasedAt) : null,
    release_reason: row.releaseReason as EscrowReleaseReason | null,
    cancelled_at: row.cancelledAt ? toUnixSeconds(row.cancelledAt) : null,
    cancel_reason: row.cancelReason,
    note: row.note,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** Holds a COMPLETED order's money (what is left after refunds) for `hold_days`. */
export async function holdInEscrow(
  deps: BillingDeps,
  shopId: string,
  input: { invoice_id: string; hold_days: number; note?: string | undefined },
): Promise<Escrow> {
  const invoice = await findInvoice(deps.sql, shopId, input.invoice_id, 'PRODUCT');
  if (!invoice) throw validationError([{ path: ['invoice_id'], message: 'No such order in this shop.' }]);
  if (invoice.status !== 'COMPLETED') {
    throw new AppError(
      'BAD_REQUEST',
      `Only a COMPLETED order can be held in escrow; this one is ${invoice.status}.`,
    );
  }
  const now = deps.clock.now();
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const row = await tx.escrow.create({
        data: {
          id: uuidv7(now.getTime()),
          shopId,
          invoiceId: invoice.id,
          invoiceUniqid: invoice.uniqid,
          status: 'HELD',
          amount: centsToDecimal(toCents(invoice.total) - toCents(invoice.refundedAmount)),
          currency: invoice.currency,
          holdDays: input.hold_days,
          releaseAt: new Date(now.getTime() + input.hold_days * DAY_MS),
          note: input.note ?? null,
          createdAt: now,
          updatedAt: now,
        },
      });
      await recordEscrowStep(
        tx,
        { ...row, amount: row.amount.toFixed(2) },
        invoice.status,
        'held',
        API,
        now,
        {
          reason: `until the buyer confirms, or ${row.releaseAt.toISOString()}`,
          note: row.note,
        },
      );
      return toEscrow(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'This order already has an escrow.');
    throw error;
  }
}

function actorFor(reason: EscrowReleaseReason): Actor {
  if (reason === 'BUYER_CONFIRMED') return BUYER;
  return reason === 'MERCHANT' ? API : SYSTEM;
}

/**
 * HELD → RELEASED under a conditional update, so the buyer's confirmation, the merchant and
 * the sweeper racing for one hold release it exactly once. Returns null when it was not HELD.
 */
async function release(deps: BillingDeps, row: EscrowRow, reason: EscrowReleaseReason) {
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.escrow.updateMany({
      where: { id: row.id, status: 'HELD' },
      data: { status: 'RELEASED', releasedAt: now, releaseReason: reason, updatedAt: now },
    });
    if (count === 0) return null;
    const released = await tx.escrow.findUniqueOrThrow({ where: { id: row.id } });
    const invoice = await tx.invoice.findUniqueOrThrow({
      where: { id: row.invoiceId },
      select: { status: true },
    });
    await recordEscrowStep(
      tx,
      { ...released, amount: released.amount.toFixed(2) },
      invoice.status,
      'released',
      actorFor(reason),
      now,
      { reason },
    );
    return toEscrow(released);
  });
}

const notHeld = (row: { status: string }) =>
  new AppError('BAD_REQUEST', `This escrow is ${row.status}; only a HELD escrow can change.`);

export async function releaseByMerchant(deps: BillingDeps, shopId: string, ref: string) {
  const row = await findEscrow(deps.prisma, shopId, ref);
  const released = await release(deps, row, 'MERCHANT');
  if (!released) throw notHeld(await findEscrow(deps.prisma, shopId, ref));
  return released;
}

/** The buyer confirms they received what they paid for. */
export async function releaseByBuyer(deps: BillingDeps, invoice: { id: string; shopId: string }) {
  const row = await deps.prisma.escrow.findFirst({
    where: { invoiceId: invoice.id, shopId: invoice.shopId },
  });
  if (!row) throw new AppError('BAD_REQUEST', 'This order has no escrow to confirm.');
  const released = await release(deps, row, 'BUYER_CONFIRMED');
  if (!released) throw notHeld(row);
  return released;
}

/** The sweeper: holds whose period ended are released (`PERIOD_ENDED`). */
export async function releaseDueEscrows(deps: BillingDeps): Promise<number> {
  const due = await deps.prisma.escrow.findMany({
    where: { status: 'HELD', releaseAt: { lte: deps.clock.now() } },
    orderBy: { releaseAt: 'asc' },
    take: RELEASE_BATCH,
  });
  let released = 0;
  for (const row of due) if (await release(deps, row, 'PERIOD_ENDED')) released += 1;
  return released;
}

/**
 * Cancels the hold by giving the buyer their money back: the order is refunded (what remains
 * of it) and the escrow becomes CANCELLED in the refund's transaction, so either both happen
 * or neither.
 */
export async function cancelEscrow(
  deps: BillingDeps,
  shopId: string,
  ref: string,
  reason: string | undefined,
): Promise<Escrow> {
  const row = await findEscrow(deps.prisma, shopId, ref);
  if (row.status !== 'HELD') throw notHeld(row);
  const cancelReason = reason ?? 'Cancelled by the merchant; the buyer was refunded.';
  await refundOrder(deps, shopId, row.invoiceId, { reason: cancelReason }, async (tx, invoice) => {
    const now = deps.clock.now();
    const { count } = await tx.escrow.updateMany({
      where: { id: row.id, status: 'HELD' },
      data: { status: 'CANCELLED', cancelledAt: now, cancelReason, updatedAt: now },
    });
    if (count === 0) throw notHeld({ status: 'no longer HELD' });
    const cancelled = await tx.escrow.findUniqueOrThrow({ where: { id: row.id } });
    const status = await tx.invoice.findUniqueOrThrow({
      where: { id: invoice.id },
      select: { status: true },
    });
    await recordEscrowStep(
      tx,
      { ...cancelled, amount: cancelled.amount.toFixed(2) },
      status.status,
      'cancelled',
      API,
      now,
      { reason: cancelReason },
    );
  });
  return toEscrow(await findEscrow(deps.prisma, shopId, row.id));
}

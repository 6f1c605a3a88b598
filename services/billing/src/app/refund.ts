import { AppError } from '@shopforge/errors';
import { toCents, uuidv7 } from '@shopforge/service-kit';
import { type BillingTx, findInvoice, lockInvoice, orderNotFound } from '../db/invoices';
import { findAttemptByReference } from '../db/payment-attempts';
import type { BillingDeps } from '../deps';
import { transition } from '../domain/invoice-status';
import { statusOf } from '../domain/rows';
import { providerNamed } from '../providers/registry';
import { TEST_PROVIDER } from '../providers/test-provider';
import { spendMailBudget } from './mail/mail-budget';
import { recordRefund } from './record-refund';
import { API } from './status-change';

/** Refunds at the provider of the attempt that paid (its session is the invoice's reference). */
async function refundAtProvider(
  deps: BillingDeps,
  shopId: string,
  sessionId: string,
  amountCents: number,
  refundId: string,
): Promise<{ reference: string }> {
  const attempt = await findAttemptByReference(deps.sql, sessionId);
  const provider = await providerNamed(deps, shopId, attempt?.provider ?? TEST_PROVIDER);
  return provider.refund(sessionId, amountCents, refundId);
}

/**
 * `POST /orders/{id}/refund`: the remaining amount, or `amount` of it. The status machine
 * checks it before the provider is asked, and again under the lock when the provider's refund
 * is recorded (`recordRefund`).
 */
export async function refundOrder(
  deps: BillingDeps,
  shopId: string,
  ref: string,
  input: { amount?: number | undefined; reason?: string | undefined },
  /** Runs first in the refund's transaction; throwing there refunds nothing (escrow cancel). */
  within?: (tx: BillingTx, invoice: { id: string; shopId: string }) => Promise<void>,
) {
  const found = await findInvoice(deps.sql, shopId, ref, 'PRODUCT');
  if (!found) throw orderNotFound();
  const totalCents = toCents(found.total);
  const refundedCents = toCents(found.refundedAmount);
  const amountCents =
    input.amount === undefined ? totalCents - refundedCents : Math.round(input.amount * 100);
  const check = transition(statusOf(found), 'refund', { totalCents, refundedCents, amountCents });
  if (!check.ok) throw new AppError('BAD_REQUEST', check.reason);
  const now = deps.clock.now();
  const refundId = uuidv7(now.getTime());
  const provider =
    found.gateway && found.providerReference && found.flowType !== 'MANUAL'
      ? await refundAtProvider(deps, found.shopId, found.providerReference, amountCents, refundId)
      : null;
  return deps.prisma.$transaction(async (tx) => {
    await within?.(tx, found);
    // A refund no provider made (an order marked paid by hand) mails a buyer who may never have
    // paid the shop: on the merchant's say-so, so it spends the mail budget (docs/email.md). The
    // invoice's row first, then the budget's lock, the order every budgeted change takes them in.
    if (!provider) {
      await lockInvoice(tx, found.id);
      await spendMailBudget(
        deps,
        tx,
        { shopId: found.shopId, recipient: found.customerEmail, template: 'refund' },
        now,
      );
    }
    return recordRefund(deps, tx, found.id, {
      id: refundId,
      amountCents,
      reason: input.reason ?? null,
      reference: provider?.reference ?? null,
      actor: API,
      now,
    });
  });
}

import { executorFor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import { centsToDecimal, toCents, uuidv7 } from '@shopforge/service-kit';
import { lockInvoice } from '../db/invoices';
import { emitOrderEvent } from '../db/order-events';
import {
  type AttemptRow,
  findAttemptByReference,
  type RecordEvent,
  moveAttempt,
  providerEventSeen,
  recordProviderEventOnce,
  setPaymentRef,
} from '../db/payment-attempts';
import { invoiceMoneyOf } from '../db/invoices';
import { recordTimeline } from '../db/timeline';
import { billingTransaction } from '../db/transaction';
import type { BillingDeps } from '../deps';
import { matchPayment } from '../domain/payment-match';
import type { ProviderEvent } from '../providers/provider';
import { applyDispute, isDisputeEvent } from './disputes';
import {
  applySubscriptionEvent,
  mirrorProviderSubscription,
  stopUnclaimedSubscription,
} from './subscriptions/provider-billed';
import { markPaid } from './pay';
import { recordRefund } from './record-refund';
import { changeStatus, PROVIDER } from './status-change';

/**
 * Applies a verified event of `provider` to the attempt it names. Each provider event id is
 * applied once: it is recorded in the very transaction that changes the invoice, so a crash
 * loses nothing (the provider retries) and a redelivery changes nothing. An unknown session is
 * acknowledged and ignored (it may belong to another environment), as providers expect a 2xx
 * for events a merchant does not use.
 */
export async function reconcile(
  deps: BillingDeps,
  provider: string,
  event: ProviderEvent,
  /** The shop whose account sent it; an attempt of another shop is not this event's. */
  shopId: string | null = null,
): Promise<{ duplicate: boolean }> {
  if (isSubscriptionEvent(event)) return applySubscriptionEvent(deps, provider, event, shopId);
  const attempt = await findAttemptByReference(deps.sql, event.sessionId);
  if (!attempt || attempt.provider !== provider || (shopId !== null && attempt.shopId !== shopId))
    return { duplicate: false };
  if (await providerEventSeen(deps.sql, provider, event.id)) return { duplicate: true };
  if (event.type === 'payment.succeeded' || event.type === 'payment.partial') {
    const mismatch = await paymentMismatch(deps, attempt, event);
    if (mismatch) return { duplicate: !(await recordMismatch(deps, provider, attempt, event, mismatch)) };
  }
  let recorded = false;
  const recordEvent: RecordEvent = async (tx) => {
    recorded = await recordProviderEventOnce(tx, provider, event.id, deps.clock.now());
    if (recorded && event.paymentRef) await setPaymentRef(tx, attempt.id, event.paymentRef);
    if (recorded && event.subscriptionRef && event.type === 'payment.succeeded')
      await mirrorProviderSubscription(executorFor(tx), provider, attempt.invoiceId, event.subscriptionRef);
    return recorded;
  };
  if (isDisputeEvent(event)) await applyDispute(deps, attempt, event, provider, recordEvent);
  else await applyEvent(deps, attempt, event, recordEvent);
  return { duplicate: !recorded };
}

/** The invoice a payment event would pay, and what its currency and amount make of the event. */
interface Mismatch {
  invoice: { shopId: string; uniqid: string };
  expected: { amountCents: number; currency: string };
  outcome: 'currency_mismatch' | 'amount_mismatch';
}

async function paymentMismatch(
  deps: BillingDeps,
  attempt: AttemptRow,
  event: ProviderEvent,
): Promise<Mismatch | null> {
  const invoice = await invoiceMoneyOf(deps.sql, attempt.invoiceId);
  const expected = { amountCents: toCents(attempt.amount), currency: invoice.currency };
  const match = matchPayment(expected, event, event.type === 'payment.partial');
  return match.ok ? null : { invoice, expected, outcome: match.outcome };
}

/**
 * A payment event in another currency or for another amount pays nothing (docs/payments.md
 * "What an event must match"): it is recorded once as applied, so the provider gets its 2xx and
 * stops sending it, the invoice's timeline shows `payment_mismatch` and the merchant's log says
 * which invoice, provider and ids; the invoice stays payable. False: recorded before.
 */
async function recordMismatch(
  deps: BillingDeps,
  provider: string,
  attempt: AttemptRow,
  event: ProviderEvent,
  mismatch: Mismatch,
): Promise<boolean> {
  const now = deps.clock.now();
  const received = { amount: centsToDecimal(event.amountCents), currency: event.currency.toUpperCase() };
  const expected = {
    amount: centsToDecimal(mismatch.expected.amountCents),
    currency: mismatch.expected.currency,
  };
  const recorded = await billingTransaction(deps, async (tx) => {
    if (!(await recordProviderEventOnce(tx, provider, event.id, now))) return false;
    await recordTimeline(tx, mismatch.invoice, 'payment_mismatch', now, {
      actor: PROVIDER,
      gateway: attempt.gateway,
      ...received,
      reference: attempt.sessionId,
      outcome: mismatch.outcome,
      note: `Expected ${expected.amount} ${expected.currency}; the provider reported ${received.amount} ${received.currency}. The invoice was not paid.`,
    });
    return true;
  });
  if (recorded)
    deps.log.warn(
      {
        shop: attempt.shopId,
        invoice: mismatch.invoice.uniqid,
        provider,
        event: event.id,
        session: attempt.sessionId,
        event_type: event.type,
        outcome: mismatch.outcome,
        expected,
        received,
      },
      'provider event does not match its invoice: not paid',
    );
  return recorded;
}

function isSubscriptionEvent(event: ProviderEvent): boolean {
  return event.type.startsWith('subscription.');
}

async function applyEvent(
  deps: BillingDeps,
  attempt: AttemptRow,
  event: ProviderEvent,
  recordEvent: RecordEvent,
): Promise<void> {
  if (event.type === 'payment.succeeded') {
    const { paid } = await markPaid(deps, attempt.invoiceId, {
      gateway: attempt.gateway,
      actor: PROVIDER,
      reference: attempt.sessionId,
      attemptId: attempt.id,
      manual: false,
      recordEvent,
    });
    if (!paid && event.subscriptionRef)
      await stopUnclaimedSubscription(deps, attempt.provider, attempt.shopId, event.subscriptionRef);
    return;
  }
  if (event.type === 'payment.partial') {
    await recordPartial(deps, attempt, event.amountCents, recordEvent);
    return;
  }
  if (event.type === 'payment.refunded') {
    await recordProviderRefund(deps, attempt, event, recordEvent);
    return;
  }
  const failed = event.type === 'payment.failed';
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    if (!(await recordEvent(tx))) return;
    if (!(await moveAttempt(tx, attempt.id, failed ? 'FAILED' : 'CANCELLED', now, 'OPEN'))) return;
    const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: attempt.invoiceId } });
    // Only the attempt in progress moves the invoice back; an old attempt's failure does not.
    if (invoice.status === 'PENDING_PAYMENT' && invoice.providerReference === attempt.sessionId) {
      await changeStatus(tx, invoice.id, failed ? 'fail_payment' : 'cancel_payment', {
        now,
        actor: PROVIDER,
      });
    }
    await recordTimeline(tx, invoice, failed ? 'payment_failed' : 'payment_cancelled', now, {
      actor: PROVIDER,
      gateway: attempt.gateway,
      amount: centsToDecimal(toCents(attempt.amount)),
      currency: invoice.currency,
      reference: attempt.sessionId,
    });
  });
}

/**
 * Part of a crypto payment arrived: the invoice stays payable, shows what was received
 * (`crypto_received`) and subscribers get `order:partial`. A stale report (less than already
 * recorded) or one for an attempt that is no longer in progress changes nothing.
 */
async function recordPartial(
  deps: BillingDeps,
  attempt: AttemptRow,
  receivedCents: number,
  recordEvent: RecordEvent,
): Promise<void> {
  if (receivedCents >= toCents(attempt.amount)) {
    throw new AppError('BAD_REQUEST', 'A partial payment must be less than the attempt amount.');
  }
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    if (!(await recordEvent(tx))) return;
    const invoice = await lockInvoice(tx, attempt.invoiceId);
    // PENDING too: a crypto address issued when the payment was created is paid without a
    // buyer ever pressing "pay".
    const payable = invoice.status === 'PENDING_PAYMENT' || invoice.status === 'PENDING';
    const current = payable && invoice.providerReference === attempt.sessionId;
    if (!current || receivedCents <= toCents(invoice.amountReceived)) return;
    await tx.invoice.update({
      where: { id: invoice.id },
      data: { amountReceived: centsToDecimal(receivedCents), updatedAt: now },
    });
    await emitOrderEvent(tx, 'order:partial', await lockInvoice(tx, invoice.id), now);
  });
}

/**
 * A refund the merchant made at the provider: recorded like one made through the API (actor
 * provider, the provider's refund id as reference), once per refund id. One the status machine
 * refuses (the invoice was refunded in full meanwhile) is acknowledged and logged, not retried.
 */
async function recordProviderRefund(
  deps: BillingDeps,
  attempt: AttemptRow,
  event: ProviderEvent,
  recordEvent: RecordEvent,
): Promise<void> {
  const reference = event.refund?.id;
  if (!reference) throw new AppError('BAD_REQUEST', 'A refund event names its refund.');
  const now = deps.clock.now();
  try {
    await deps.prisma.$transaction(async (tx) => {
      if (!(await recordEvent(tx))) return;
      await recordRefund(deps, tx, attempt.invoiceId, {
        id: uuidv7(now.getTime()),
        amountCents: event.amountCents,
        reason: 'Refunded at the payment provider.',
        reference,
        actor: PROVIDER,
        now,
      });
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error;
    deps.log.warn(
      { err: error, invoice: attempt.invoiceId, refund: reference },
      'provider refund not recorded',
    );
  }
}

import { AppError } from '@shopforge/errors';
import { centsToDecimal, toCents, uuidv7 } from '@shopforge/service-kit';
import { lockInvoice } from '../db/invoices';
import { emitOrderEvent } from '../db/order-events';
import { forgetProviderEvent, insertAttempt, moveAttempt, recordProviderEvent } from '../db/payment-attempts';
import { updateInvoice } from '../db/invoice-updates';
import { billingTransaction } from '../db/transaction';
import { recordTimeline, timelineRecord } from '../db/timeline';
import type { BillingDeps } from '../deps';
import { checkoutUrl } from '../domain/records';
import type { StoredInvoice } from '../domain/rows';
import type { ProviderEvent } from '../providers/provider';
import { expireIfDue } from './cancel';
import { fulfil } from './fulfil';
import { applyDispute, isDisputeEvent } from './disputes';
import { type Actor, BUYER, changeStatus, PROVIDER, SYSTEM } from './status-change';
import { refuseUnlessTestPaymentsOn } from './test-payments';

const PAYABLE = new Set(['PENDING', 'PENDING_PAYMENT']);
const ALREADY_PAID = new Set(['PROCESSING', 'COMPLETED', 'PARTIAL_REFUND', 'REFUNDED', 'DISPUTED']);

/**
 * Opens a payment attempt at a provider (the hosted checkout's pay button, or a payment
 * created with a forced hosted gateway). The invoice stays the durable reference; each
 * attempt has its own provider session. `startNow` moves the invoice to PENDING_PAYMENT and
 * records `payment_started` (a buyer is paying); otherwise the session just waits.
 */
export async function openAttempt(
  deps: BillingDeps,
  invoice: StoredInvoice,
  choice: { gateway: string; cryptoGateway: string | null; startNow: boolean },
) {
  if (await expireIfDue(deps, invoice)) {
    throw new AppError('BAD_REQUEST', 'This invoice cannot be paid: it is EXPIRED.');
  }
  if (!PAYABLE.has(invoice.status)) {
    throw new AppError('BAD_REQUEST', `This invoice cannot be paid: it is ${invoice.status}.`);
  }
  if (invoice.gateway && invoice.gateway !== choice.gateway) {
    throw new AppError('BAD_REQUEST', `This invoice must be paid with ${invoice.gateway}.`);
  }
  // Every attempt is a session at the test provider: checked here, whoever opens it (the
  // checkout, a payment's forced gateway, the operator's `order pay`).
  await refuseUnlessTestPaymentsOn(deps, invoice.shopId);
  const amountCents = toCents(invoice.total);
  const session = await deps.testProvider.createSession({
    amountCents,
    currency: invoice.currency,
    description: invoice.developerTitle ?? invoice.lines.map((line) => line.productTitle).join(', '),
    cryptoGateway: choice.cryptoGateway,
    returnUrl: checkoutUrl(deps.settings.publicBaseUrl, invoice.uniqid),
  });
  const now = deps.clock.now();
  await billingTransaction(deps, async (tx) => {
    await insertAttempt(
      tx,
      {
        id: uuidv7(now.getTime()),
        invoiceId: invoice.id,
        shopId: invoice.shopId,
        gateway: choice.gateway,
        provider: deps.testProvider.name,
        sessionId: session.sessionId,
        checkoutUrl: session.checkoutUrl,
        amount: centsToDecimal(amountCents),
      },
      now,
    );
    const data = { providerReference: session.sessionId, cryptoGateway: choice.cryptoGateway };
    if (!choice.startNow) {
      await updateInvoice(tx, invoice.id, { ...data, updatedAt: now });
      return;
    }
    const started = timelineRecord(invoice, 'payment_started', now, {
      actor: BUYER,
      gateway: choice.gateway,
      amount: centsToDecimal(amountCents),
      currency: invoice.currency,
      reference: session.sessionId,
    });
    await changeStatus(tx, invoice.id, 'start_payment', { now, actor: BUYER, data, entries: [started] });
  });
  return session;
}

/**
 * Money arrived (a provider confirmation, or the merchant by hand). Exactly one caller wins
 * the move to PROCESSING; the others see an already-paid invoice and change nothing. Then the
 * lines are delivered (`fulfil`), which is itself safe to run concurrently.
 */
export async function markPaid(
  deps: BillingDeps,
  invoiceId: string,
  payment: {
    gateway: string;
    actor: Actor;
    reference: string | null;
    attemptId: string | null;
    manual: boolean;
  },
): Promise<{ paid: boolean; invoice: StoredInvoice | null }> {
  const now = deps.clock.now();
  const outcome = await billingTransaction(deps, async (tx) => {
    // Under the row lock: the second of two concurrent confirmations sees the first one's result.
    const locked = await lockInvoice(tx, invoiceId);
    if (ALREADY_PAID.has(locked.status)) {
      // Another attempt (or the merchant) paid first: money captured by this attempt is a second
      // payment. A repeat confirmation of the attempt that paid is not.
      const duplicate = payment.attemptId
        ? await moveAttempt(tx, payment.attemptId, 'DUPLICATE', now, 'OPEN')
        : false;
      return duplicate ? 'duplicate' : 'already_paid';
    }
    const marked = timelineRecord(locked, 'marked_paid', now, {
      actor: payment.actor,
      gateway: payment.gateway,
      amount: centsToDecimal(toCents(locked.total)),
      currency: locked.currency,
      reference: payment.reference,
      // A confirmation after expiry is honoured: the buyer paid (docs/invoices.md).
      note: locked.status === 'EXPIRED' ? 'Payment confirmed after the invoice expired.' : null,
    });
    const changed = await changeStatus(tx, invoiceId, 'mark_paid', {
      now,
      actor: payment.actor,
      locked,
      entries: [marked],
      data: {
        gateway: payment.gateway,
        // A crypto payment has now arrived whole (`crypto_received`).
        ...(locked.cryptoGateway ? { amountReceived: locked.total } : {}),
        paidAt: now,
        fulfilmentDueAt: now,
        flowType: payment.manual ? 'MANUAL' : undefined,
        ...(payment.reference ? { providerReference: payment.reference } : {}),
      },
    });
    if (payment.attemptId) await moveAttempt(tx, payment.attemptId, 'SUCCEEDED', now);
    return changed.after();
  });
  if (outcome === 'duplicate' && payment.attemptId) await refundDuplicate(deps, invoiceId, payment.attemptId);
  const paid = typeof outcome === 'object' ? outcome : undefined;
  // The invoice this transaction left is where fulfilment starts: it need not read it again.
  const invoice = await fulfil(deps, invoiceId, payment.actor, paid);
  return { paid: paid !== undefined, invoice };
}

export const DUPLICATE_REFUND_NOTE =
  'Duplicate payment refunded automatically; the invoice was already paid.';

/**
 * A buyer paid an invoice twice (two tabs, two gateways): the second capture goes back at its
 * provider at once and the timeline says so. The invoice's own status and refunded amount do
 * not change: it was paid once. A provider refusing the refund leaves the attempt DUPLICATE for
 * the merchant to settle by hand (logged).
 */
async function refundDuplicate(deps: BillingDeps, invoiceId: string, attemptId: string): Promise<void> {
  const attempt = await deps.prisma.paymentAttempt.findUniqueOrThrow({ where: { id: attemptId } });
  const amountCents = toCents(attempt.amount);
  let reference: string;
  try {
    ({ reference } = await deps.testProvider.refund(attempt.sessionId, amountCents));
  } catch (error) {
    deps.log.error(
      { err: error, invoice: invoiceId, attempt: attemptId },
      'duplicate payment could not be refunded',
    );
    return;
  }
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    await moveAttempt(tx, attemptId, 'REFUNDED', now);
    const invoice = await lockInvoice(tx, invoiceId);
    await recordTimeline(tx, invoice, 'refund_requested', now, {
      actor: SYSTEM,
      gateway: attempt.gateway,
      amount: centsToDecimal(amountCents),
      currency: invoice.currency,
      reference,
      outcome: 'succeeded',
      note: DUPLICATE_REFUND_NOTE,
    });
  });
}

/**
 * Applies a provider event to the invoice its session belongs to. Each provider event id is
 * applied once; an unknown session is acknowledged and ignored (it may belong to another
 * environment), as providers expect a 2xx for events a merchant does not use.
 */
export async function reconcile(deps: BillingDeps, event: ProviderEvent): Promise<{ duplicate: boolean }> {
  const attempt = await recordProviderEvent(deps.sql, event.sessionId, event.id, deps.clock.now());
  if (!attempt) return { duplicate: false };
  if (!attempt.fresh) return { duplicate: true };
  try {
    if (isDisputeEvent(event)) await applyDispute(deps, attempt, event, attempt.provider);
    else await applyEvent(deps, attempt, event);
  } catch (error) {
    // Not applied: forget the id so the provider's retry is applied instead of ignored.
    await forgetProviderEvent(deps.sql, attempt.provider, event.id);
    throw error;
  }
  return { duplicate: false };
}

async function applyEvent(
  deps: BillingDeps,
  attempt: {
    id: string;
    invoiceId: string;
    gateway: string;
    sessionId: string;
    amount: { toString(): string };
  },
  event: ProviderEvent,
): Promise<void> {
  if (event.type === 'payment.succeeded') {
    if (event.amountCents !== toCents(attempt.amount)) {
      throw new AppError('BAD_REQUEST', 'The provider event amount does not match the payment attempt.');
    }
    await markPaid(deps, attempt.invoiceId, {
      gateway: attempt.gateway,
      actor: PROVIDER,
      reference: attempt.sessionId,
      attemptId: attempt.id,
      manual: false,
    });
    return;
  }
  if (event.type === 'payment.partial') {
    await recordPartial(deps, attempt, event.amountCents);
    return;
  }
  const failed = event.type === 'payment.failed';
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
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
 * Part of a crypto payment arrived: the invoice stays PENDING_PAYMENT, shows what was received
 * (`crypto_received`) and subscribers get `order:partial`. A stale report (less than already
 * recorded) or one for an attempt that is no longer in progress changes nothing.
 */
async function recordPartial(
  deps: BillingDeps,
  attempt: { id: string; invoiceId: string; sessionId: string; amount: { toString(): string } },
  receivedCents: number,
): Promise<void> {
  if (receivedCents >= toCents(attempt.amount)) {
    throw new AppError('BAD_REQUEST', 'A partial payment must be less than the attempt amount.');
  }
  const now = deps.clock.now();
  await deps.prisma.$transaction(async (tx) => {
    const invoice = await lockInvoice(tx, attempt.invoiceId);
    const current = invoice.status === 'PENDING_PAYMENT' && invoice.providerReference === attempt.sessionId;
    if (!current || receivedCents <= toCents(invoice.amountReceived)) return;
    await tx.invoice.update({
      where: { id: invoice.id },
      data: { amountReceived: centsToDecimal(receivedCents), updatedAt: now },
    });
    await emitOrderEvent(tx, 'order:partial', await lockInvoice(tx, invoice.id), now);
  });
}

import { AppError } from '@shopforge/errors';
import { centsToDecimal, toCents, uuidv7 } from '@shopforge/service-kit';
import { lockInvoice } from '../db/invoices';
import { insertAttempt, moveAttempt } from '../db/payment-attempts';
import { updateInvoice } from '../db/invoice-updates';
import { billingTransaction } from '../db/transaction';
import { recordTimeline, timelineRecord } from '../db/timeline';
import type { BillingDeps } from '../deps';
import { checkoutUrl } from '../domain/records';
import type { StoredInvoice } from '../domain/rows';
import type { SqlExecutor } from '@shopforge/db/sql';
import type { Gateway } from '@shopforge/contracts';
import type { ProviderSession } from '../providers/provider';
import { providerForGateway, providerNamed } from '../providers/registry';
import { expireIfDue } from './cancel';
import { spendMailBudget } from './mail/mail-budget';
import { recurringTerms } from './subscriptions/recurring-terms';
import { fulfil } from './fulfil';
import { type Actor, BUYER, changeStatus, SYSTEM } from './status-change';

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
  choice: { gateway: Gateway; cryptoGateway: string | null; startNow: boolean },
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
  const provider = await providerForGateway(deps, invoice.shopId, choice.gateway);
  const amountCents = toCents(invoice.total);
  const recurring = await recurringTerms(deps, invoice);
  const attemptId = uuidv7(deps.clock.now().getTime());
  const session = await provider.createSession({
    amountCents,
    currency: invoice.currency,
    description: invoice.developerTitle ?? invoice.lines.map((line) => line.productTitle).join(', '),
    cryptoGateway: choice.cryptoGateway,
    returnUrl: checkoutUrl(deps.settings.publicBaseUrl, invoice.uniqid),
    invoiceId: invoice.id,
    attemptId,
    customerEmail: invoice.customerEmail,
    ...(recurring ? { recurring } : {}),
  });
  const now = deps.clock.now();
  await billingTransaction(deps, async (tx) => {
    await insertAttempt(
      tx,
      {
        id: attemptId,
        invoiceId: invoice.id,
        shopId: invoice.shopId,
        gateway: choice.gateway,
        provider: provider.name,
        sessionId: session.sessionId,
        checkoutUrl: session.checkoutUrl,
        amount: centsToDecimal(amountCents),
      },
      now,
    );
    const data = {
      providerReference: session.sessionId,
      cryptoGateway: choice.cryptoGateway,
      ...cryptoColumns(session),
    };
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

/** The invoice shows the current attempt's crypto terms; an attempt without any clears them. */
function cryptoColumns(session: ProviderSession) {
  const terms = session.crypto;
  return {
    cryptoAddress: terms?.address ?? null,
    cryptoUri: terms?.uri ?? null,
    cryptoUnits: terms ? terms.units.toString() : null,
    cryptoDecimals: terms?.decimals ?? null,
    cryptoRate: terms?.rate ?? null,
    cryptoReceivedUnits: '0',
    cryptoConfirmations: 0,
    cryptoConfirmationsNeeded: terms?.confirmationsNeeded ?? null,
  };
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
    /**
     * The merchant's say-so (`POST /orders/{id}/fulfill`): the receipt this payment causes goes
     * to a buyer who paid no provider, so it spends the shop's mail budget, refused (429) before
     * anything changes when it is spent (docs/email.md "The mail budget").
     */
    spendsMailBudget?: boolean;
    /** A provider event's record, first in the transaction: false (a redelivery) changes nothing. */
    recordEvent?: (tx: SqlExecutor) => Promise<boolean>;
  },
): Promise<{ paid: boolean; invoice: StoredInvoice | null }> {
  const now = deps.clock.now();
  const outcome = await billingTransaction(deps, async (tx) => {
    if (payment.recordEvent && !(await payment.recordEvent(tx))) return 'replayed';
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
    if (payment.spendsMailBudget)
      await spendMailBudget(
        deps,
        tx,
        { shopId: locked.shopId, recipient: locked.customerEmail, template: 'receipt' },
        now,
      );
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
  if (outcome === 'replayed') return { paid: false, invoice: null };
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
    const provider = await providerNamed(deps, attempt.shopId, attempt.provider);
    ({ reference } = await provider.refund(attempt.sessionId, amountCents, `duplicate-${attempt.id}`));
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

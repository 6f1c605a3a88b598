import { periodStart } from './billing-cycle';
import { newId, unixNow } from './ids';
import { currentPeriod } from './objects/subscription';
import type { PaymentState, StandInState } from './state';
import type { InvoiceState, SubscriptionState } from './subscription-state';

/** What one billing period costs: every item at its quantity. */
export function periodAmount(sub: SubscriptionState): number {
  return sub.items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
}

/**
 * The payment intent and charge of one attempt to pay an invoice, by the card Checkout saved.
 * It belongs to the subscription's session, so refunds and disputes find the first one by session.
 */
export function invoicePayment(
  state: StandInState,
  sub: SubscriptionState,
  status: 'succeeded' | 'failed',
): PaymentState {
  const payment: PaymentState = {
    intentId: newId('pi'),
    chargeId: newId('ch'),
    sessionId: sub.sessionId,
    created: unixNow(),
    amount: periodAmount(sub),
    currency: sub.currency,
    metadata: {},
    customerId: sub.customerId,
    method: 'card',
    paymentMethodId: newId('pm'),
    balanceTransactionId: newId('txn'),
    status,
    refundIds: [],
    disputeId: null,
  };
  state.payments.set(payment.intentId, payment);
  return payment;
}

/** A finalized invoice for the subscription's current period, paid or left open by `payment`. */
export function issueInvoice(
  state: StandInState,
  sub: SubscriptionState,
  billingReason: InvoiceState['billingReason'],
  payment: PaymentState,
): InvoiceState {
  const now = unixNow();
  const first = billingReason === 'subscription_create';
  const lines = currentPeriod(sub);
  const paid = payment.status === 'succeeded';
  const invoice: InvoiceState = {
    id: newId('in'),
    // Stripe numbers a customer's invoices from a prefix of its own: PREFIX-0001, PREFIX-0002, …
    number: `${sub.customerId.slice(4, 12).toUpperCase()}-${String(sub.invoiceIds.length + 1).padStart(4, '0')}`,
    subscriptionId: sub.id,
    created: now,
    billingReason,
    lineStart: lines.start,
    lineEnd: lines.end,
    // A cycle invoice's own period is the one just ended; the first invoice's is its creation instant.
    periodStart: first ? now : periodStart(sub.created, sub.recurring, sub.cycle - 1),
    periodEnd: first ? now : lines.start,
    paymentIntentId: payment.intentId,
    status: paid ? 'paid' : 'open',
    attemptCount: 1,
    paidAt: paid ? now : null,
  };
  state.invoices.set(invoice.id, invoice);
  sub.invoiceIds.push(invoice.id);
  return invoice;
}

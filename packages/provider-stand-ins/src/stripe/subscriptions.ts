import { newId, unixNow } from './ids';
import { invoicePayment, issueInvoice } from './invoice-payments';
import { buildEvent } from './objects/event';
import { renderInvoice } from './objects/invoice';
import { renderSubscription } from './objects/subscription';
import type { PaymentState, SessionState, StandInState } from './state';
import type { InvoiceState, SubscriptionState } from './subscription-state';
import type { StripeEvent, StripeSubscriptionEventType } from './types';

/**
 * What Stripe Billing does on its own schedule (renewals, dunning, giving up); test mistakes
 * throw plainly, as in buyer.ts.
 */

export function subscriptionIn(state: StandInState, subscriptionId: string): SubscriptionState {
  const sub = state.subscriptions.get(subscriptionId);
  if (!sub) throw new Error(`Stripe stand-in: no subscription ${subscriptionId}.`);
  return sub;
}

function renewable(state: StandInState, subscriptionId: string): SubscriptionState {
  const sub = subscriptionIn(state, subscriptionId);
  if (sub.status === 'canceled')
    throw new Error(`Stripe stand-in: subscription ${subscriptionId} is canceled.`);
  if (sub.cancelAtPeriodEnd)
    throw new Error(
      `Stripe stand-in: subscription ${subscriptionId} cancels at period end, so Stripe ends it (endSubscription) instead of renewing.`,
    );
  return sub;
}

function invoiceEvent(
  state: StandInState,
  type: string,
  invoice: InvoiceState,
  sub: SubscriptionState,
): StripeEvent {
  return state.record(buildEvent(type, renderInvoice(invoice, sub)));
}

/** The invoice a failed renewal left open, which the next attempt pays rather than a new period. */
function openInvoice(state: StandInState, sub: SubscriptionState): InvoiceState | undefined {
  const latest = state.invoices.get(sub.invoiceIds.at(-1) ?? '');
  return latest?.status === 'open' ? latest : undefined;
}

/** Another attempt on an open invoice: a new payment intent here (Stripe would add a charge to the old one). */
function retry(
  state: StandInState,
  sub: SubscriptionState,
  invoice: InvoiceState,
  status: 'succeeded' | 'failed',
): void {
  const payment = invoicePayment(state, sub, status);
  invoice.paymentIntentId = payment.intentId;
  invoice.attemptCount += 1;
  if (status === 'succeeded') {
    invoice.status = 'paid';
    invoice.paidAt = unixNow();
  }
}

/** Checkout completes a subscription-mode session: customer, subscription, first invoice paid by `payment`. */
export function startSubscription(
  state: StandInState,
  session: SessionState,
  customerEmail: string,
): PaymentState {
  const recurring = session.lineItems[0]?.recurring;
  if (!recurring) throw new Error(`Stripe stand-in: checkout session ${session.id} has no recurring price.`);
  const sub: SubscriptionState = {
    id: newId('sub'),
    customerId: newId('cus', 14),
    customerEmail,
    sessionId: session.id,
    apiKey: session.apiKey,
    created: unixNow(),
    currency: session.currency,
    recurring,
    items: session.lineItems.map((item) => ({
      id: newId('si', 14),
      priceId: newId('price'),
      productId: newId('prod', 14),
      name: item.name,
      unitAmount: item.unitAmount,
      quantity: item.quantity,
    })),
    metadata: session.subscriptionMetadata,
    status: 'active',
    cycle: 0,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    cancellationReason: null,
    invoiceIds: [],
  };
  state.subscriptions.set(sub.id, sub);
  const payment = invoicePayment(state, sub, 'succeeded');
  const invoice = issueInvoice(state, sub, 'subscription_create', payment);
  session.customerId = sub.customerId;
  session.subscriptionId = sub.id;
  session.invoiceId = invoice.id;
  return payment;
}

/**
 * The period ends and the saved card pays the next: a new `subscription_cycle` invoice, paid.
 * After a failed renewal it is the retry that succeeds instead, paying the open invoice.
 */
export function renewSubscription(state: StandInState, subscriptionId: string): StripeEvent {
  const sub = renewable(state, subscriptionId);
  const open = openInvoice(state, sub);
  let invoice: InvoiceState;
  if (open) {
    retry(state, sub, open, 'succeeded');
    invoice = open;
  } else {
    sub.cycle += 1;
    invoice = issueInvoice(state, sub, 'subscription_cycle', invoicePayment(state, sub, 'succeeded'));
  }
  sub.status = 'active';
  return invoiceEvent(state, 'invoice.paid', invoice, sub);
}

/** The renewal's charge is declined: the new period's invoice stays open and the subscription is past due. */
export function failRenewal(state: StandInState, subscriptionId: string): StripeEvent {
  const sub = renewable(state, subscriptionId);
  const open = openInvoice(state, sub);
  let invoice: InvoiceState;
  if (open) {
    retry(state, sub, open, 'failed');
    invoice = open;
  } else {
    sub.cycle += 1;
    invoice = issueInvoice(state, sub, 'subscription_cycle', invoicePayment(state, sub, 'failed'));
  }
  sub.status = 'past_due';
  return invoiceEvent(state, 'invoice.payment_failed', invoice, sub);
}

/** Ends it now; `reason` is what Stripe records in `cancellation_details`. */
export function cancelNow(
  sub: SubscriptionState,
  reason: NonNullable<SubscriptionState['cancellationReason']>,
): void {
  const now = unixNow();
  sub.status = 'canceled';
  // Set already when it was scheduled with cancel_at_period_end: Stripe keeps that request's time.
  sub.canceledAt ??= now;
  sub.endedAt = now;
  sub.cancellationReason = reason;
}

/**
 * Stripe ends the subscription: retries ran out (a past-due one), the scheduled end came
 * (cancel_at_period_end), or the customer cancelled in the portal or dashboard.
 */
export function endSubscription(state: StandInState, subscriptionId: string): StripeEvent {
  const sub = subscriptionIn(state, subscriptionId);
  if (sub.status === 'canceled')
    throw new Error(`Stripe stand-in: subscription ${subscriptionId} is already canceled.`);
  cancelNow(sub, sub.status === 'past_due' ? 'payment_failed' : 'cancellation_requested');
  return subscriptionEvent(state, subscriptionId, 'customer.subscription.deleted');
}

/** The event Stripe sends for the subscription as it stands, e.g. after a change made through the API. */
export function subscriptionEvent(
  state: StandInState,
  subscriptionId: string,
  type: StripeSubscriptionEventType,
): StripeEvent {
  const sub = subscriptionIn(state, subscriptionId);
  if (type === 'customer.subscription.deleted' && sub.status !== 'canceled')
    throw new Error(`Stripe stand-in: subscription ${subscriptionId} is ${sub.status}, not canceled.`);
  return state.record(buildEvent(type, renderSubscription(sub)));
}

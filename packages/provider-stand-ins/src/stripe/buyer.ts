import { newId, unixNow } from './ids';
import { STAND_IN_BUYER } from './objects/address';
import { buildEvent } from './objects/event';
import { renderSession } from './objects/session';
import type { PaymentState, SessionState, StandInState } from './state';
import { startSubscription } from './subscriptions';
import type { StripeEvent } from './types';

/** What happens on Stripe's side, out of the product's sight; test mistakes throw plainly. */
function sessionIn(state: StandInState, sessionId: string, status: SessionState['status']): SessionState {
  const session = state.sessions.get(sessionId);
  if (!session) throw new Error(`Stripe stand-in: no checkout session ${sessionId}.`);
  if (session.status !== status)
    throw new Error(`Stripe stand-in: checkout session ${sessionId} is ${session.status}, not ${status}.`);
  return session;
}

function sessionEvent(state: StandInState, type: string, session: SessionState): StripeEvent {
  return state.record(buildEvent(type, renderSession(session)));
}

/** A payment-mode session's payment intent and its charge, which come into being as the buyer confirms. */
function sessionPayment(state: StandInState, session: SessionState, delayed: boolean): PaymentState {
  const payment: PaymentState = {
    intentId: newId('pi'),
    chargeId: newId('ch'),
    sessionId: session.id,
    created: unixNow(),
    amount: session.amountTotal,
    currency: session.currency,
    metadata: session.paymentIntentMetadata,
    customerId: null,
    method: delayed ? 'us_bank_account' : 'card',
    paymentMethodId: newId('pm'),
    balanceTransactionId: newId('txn'),
    status: delayed ? 'processing' : 'succeeded',
    refundIds: [],
    disputeId: null,
  };
  state.payments.set(payment.intentId, payment);
  return payment;
}

/**
 * The buyer confirms on Checkout: in payment mode the payment intent and its charge come into
 * being; in subscription mode the customer, the subscription and its first invoice, paid.
 */
export function pay(state: StandInState, sessionId: string, options: { async?: boolean } = {}): StripeEvent {
  const session = sessionIn(state, sessionId, 'open');
  const delayed = options.async === true;
  if (delayed && session.mode === 'subscription')
    throw new Error(
      'Stripe stand-in: subscriptions are paid by card here; { async: true } is for payment mode.',
    );
  const payment =
    session.mode === 'subscription'
      ? startSubscription(state, session, session.customerEmail ?? STAND_IN_BUYER.email)
      : sessionPayment(state, session, delayed);
  session.status = 'complete';
  session.paymentStatus = delayed ? 'unpaid' : 'paid';
  // Kept in subscription mode too (the session answers null there), so refunds and disputes find it.
  session.paymentIntentId = payment.intentId;
  return sessionEvent(state, 'checkout.session.completed', session);
}

/** The bank settles a delayed payment, days later in real life. */
export function settleAsync(
  state: StandInState,
  sessionId: string,
  outcome: 'succeeded' | 'failed',
): StripeEvent {
  const session = sessionIn(state, sessionId, 'complete');
  const payment = session.paymentIntentId ? state.payments.get(session.paymentIntentId) : undefined;
  if (payment?.status !== 'processing')
    throw new Error(`Stripe stand-in: checkout session ${sessionId} has no delayed payment to settle.`);
  payment.status = outcome;
  if (outcome === 'succeeded') session.paymentStatus = 'paid';
  return sessionEvent(state, `checkout.session.async_payment_${outcome}`, session);
}

/**
 * The session runs out before the buyer pays. A session the product already expired through the
 * API is accepted too: this is then the event that call made Stripe send.
 */
export function expire(state: StandInState, sessionId: string): StripeEvent {
  const expiredByApi = state.sessions.get(sessionId)?.status === 'expired';
  const session = sessionIn(state, sessionId, expiredByApi ? 'expired' : 'open');
  session.status = 'expired';
  return sessionEvent(state, 'checkout.session.expired', session);
}

/** The session's payment, for what follows a payment (refunds, disputes). */
export function paidPayment(state: StandInState, sessionId: string): PaymentState {
  const session = sessionIn(state, sessionId, 'complete');
  const payment = session.paymentIntentId ? state.payments.get(session.paymentIntentId) : undefined;
  if (payment?.status !== 'succeeded')
    throw new Error(`Stripe stand-in: checkout session ${sessionId} has no succeeded payment.`);
  return payment;
}

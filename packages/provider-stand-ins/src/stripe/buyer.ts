import { newId, unixNow } from './ids';
import { buildEvent } from './objects/event';
import { renderSession } from './objects/session';
import type { PaymentState, SessionState, StandInState } from './state';
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

/** The buyer confirms on Checkout: the payment intent and its charge come into being. */
export function pay(state: StandInState, sessionId: string, options: { async?: boolean } = {}): StripeEvent {
  const session = sessionIn(state, sessionId, 'open');
  const delayed = options.async === true;
  const payment: PaymentState = {
    intentId: newId('pi'),
    chargeId: newId('ch'),
    sessionId,
    created: unixNow(),
    amount: session.amountTotal,
    currency: session.currency,
    metadata: session.paymentIntentMetadata,
    method: delayed ? 'us_bank_account' : 'card',
    paymentMethodId: newId('pm'),
    balanceTransactionId: newId('txn'),
    status: delayed ? 'processing' : 'succeeded',
    refundIds: [],
    disputeId: null,
  };
  state.payments.set(payment.intentId, payment);
  session.status = 'complete';
  session.paymentStatus = delayed ? 'unpaid' : 'paid';
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

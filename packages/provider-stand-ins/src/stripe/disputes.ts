import { paidPayment } from './buyer';
import { newId, unixNow } from './ids';
import { renderDispute } from './objects/dispute';
import { buildEvent } from './objects/event';
import type { StandInState } from './state';
import type { StripeEvent } from './types';

/** The buyer's bank disputes the session's charge, then the network decides it. */
export function dispute(
  state: StandInState,
  sessionId: string,
  action: 'create' | 'won' | 'lost',
  reason = 'general',
): StripeEvent {
  const payment = paidPayment(state, sessionId);
  const existing = payment.disputeId ? state.disputes.get(payment.disputeId) : undefined;
  if (action === 'create') {
    // A charge can be disputed once.
    if (existing) throw new Error(`Stripe stand-in: the charge of ${sessionId} is already disputed.`);
    const opened = {
      id: newId('dp'),
      intentId: payment.intentId,
      chargeId: payment.chargeId,
      created: unixNow(),
      amount: payment.amount,
      currency: payment.currency,
      reason,
      status: 'needs_response' as const,
    };
    state.disputes.set(opened.id, opened);
    payment.disputeId = opened.id;
    return state.record(buildEvent('charge.dispute.created', renderDispute(opened)));
  }
  if (existing?.status !== 'needs_response')
    throw new Error(`Stripe stand-in: the charge of ${sessionId} has no open dispute to close.`);
  existing.status = action;
  return state.record(buildEvent('charge.dispute.closed', renderDispute(existing)));
}

import { paidPayment } from './buyer';
import { newId, unixNow } from './ids';
import { buildEvent } from './objects/event';
import { renderRefund } from './objects/refund';
import type { RefundState, StandInState } from './state';
import type { StripeEvent } from './types';

/**
 * The merchant refunds in Stripe's dashboard (no API request of the product's, no metadata): the
 * refund counts against the charge and the answer is its `refund.created` event.
 */
export function refundInDashboard(state: StandInState, sessionId: string, amount?: number): StripeEvent {
  const payment = paidPayment(state, sessionId);
  const remaining = payment.amount - state.amountRefunded(payment);
  const refunded = amount ?? remaining;
  if (refunded < 1 || refunded > remaining)
    throw new Error(`Stripe stand-in: ${refunded} cannot be refunded; ${remaining} is left on ${sessionId}.`);
  const refund: RefundState = {
    id: newId('re'),
    intentId: payment.intentId,
    chargeId: payment.chargeId,
    created: unixNow(),
    amount: refunded,
    currency: payment.currency,
    reason: 'requested_by_customer',
    metadata: {},
    requestId: `req_dashboard_${newId('x').slice(2)}`,
    idempotencyKey: null,
  };
  state.refunds.set(refund.id, refund);
  payment.refundIds.push(refund.id);
  return state.record(
    buildEvent('refund.created', renderRefund(refund), { requestId: refund.requestId, idempotencyKey: null }),
  );
}

/** `refund.created` for a refund as it stands (one the product made through the API included). */
export function refundCreated(state: StandInState, refundId: string): StripeEvent {
  const refund = state.refunds.get(refundId);
  if (!refund) throw new Error(`Stripe stand-in: no refund ${refundId}.`);
  return state.record(
    buildEvent('refund.created', renderRefund(refund), {
      requestId: refund.requestId,
      idempotencyKey: refund.idempotencyKey,
    }),
  );
}

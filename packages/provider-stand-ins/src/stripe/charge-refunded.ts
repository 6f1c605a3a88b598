import { paidPayment } from './buyer';
import { chargeView } from './lookup';
import { buildEvent } from './objects/event';
import type { StandInState } from './state';
import type { StripeEvent } from './types';

/**
 * `charge.refunded` for the session's charge as it stands, naming the request of the latest
 * refund as Stripe does. Its charge carries the `refunds` list (newest first), which Stripe
 * itself has left out of charges since API version 2022-11-15: read amounts from
 * `amount_refunded` / `refunded`, not from the list.
 */
export function chargeRefunded(state: StandInState, sessionId: string): StripeEvent {
  const payment = paidPayment(state, sessionId);
  const latest = state.refundsOf(payment).at(-1);
  if (!latest) throw new Error(`Stripe stand-in: the charge of ${sessionId} has no refund.`);
  const cause = { requestId: latest.requestId, idempotencyKey: latest.idempotencyKey };
  return state.record(buildEvent('charge.refunded', chargeView(state, payment, true), cause));
}

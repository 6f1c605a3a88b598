import type { ApiContext } from './api/request';
import { captureOf, orderIn } from './buyer';
import { isoNow, newDisputeId, newResourceId } from './ids';
import { renderDispute } from './objects/dispute';
import { buildEvent } from './objects/event';
import type { DisputeState } from './state';
import type { PayPalDisputeAction, PayPalEvent } from './types';

/** customer_disputes_v1 `dispute_reason`. */
export const DISPUTE_REASONS = [
  'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
  'UNAUTHORISED',
  'CREDIT_NOT_PROCESSED',
  'DUPLICATE_TRANSACTION',
  'INCORRECT_AMOUNT',
  'PAYMENT_BY_OTHER_MEANS',
  'CANCELED_RECURRING_BILLING',
  'PROBLEM_WITH_REMITTANCE',
  'OTHER',
];

function disputeEvent(
  context: ApiContext,
  orderId: string,
  dispute: DisputeState,
  type: string,
  summary: string,
) {
  const order = orderIn(context, orderId);
  const capture = captureOf(context, orderId);
  const event = buildEvent(
    {
      eventType: type,
      resourceType: 'dispute',
      resourceVersion: '1.0',
      summary,
      resource: renderDispute(dispute, capture, order, context.urls),
    },
    context.urls,
  );
  return context.state.record(order.clientId, event);
}

/** The buyer opens a dispute on the order's capture, then PayPal decides it for the seller (won) or the buyer (lost). */
export function dispute(
  context: ApiContext,
  orderId: string,
  action: PayPalDisputeAction,
  reason = 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
): PayPalEvent {
  const capture = captureOf(context, orderId);
  const existing = capture.disputeId ? context.state.disputes.get(capture.disputeId) : undefined;
  if (action === 'create') {
    if (!DISPUTE_REASONS.includes(reason))
      throw new Error(`PayPal stand-in: ${reason} is no dispute reason (${DISPUTE_REASONS.join(', ')}).`);
    if (existing) throw new Error(`PayPal stand-in: the capture of ${orderId} is already disputed.`);
    const now = isoNow();
    const opened: DisputeState = {
      id: newDisputeId(),
      captureId: capture.id,
      clientId: capture.clientId,
      createTime: now,
      updateTime: now,
      reason,
      amount: capture.amount,
      buyerTransactionId: newResourceId(),
      status: 'WAITING_FOR_SELLER_RESPONSE',
      outcome: null,
    };
    context.state.disputes.set(opened.id, opened);
    capture.disputeId = opened.id;
    return disputeEvent(
      context,
      orderId,
      opened,
      'CUSTOMER.DISPUTE.CREATED',
      `A new dispute opened with Case # ${opened.id}`,
    );
  }
  if (existing?.status !== 'WAITING_FOR_SELLER_RESPONSE')
    throw new Error(`PayPal stand-in: the capture of ${orderId} has no open dispute to resolve.`);
  existing.status = 'RESOLVED';
  existing.outcome = action === 'won' ? 'RESOLVED_SELLER_FAVOUR' : 'RESOLVED_BUYER_FAVOUR';
  existing.updateTime = isoNow();
  return disputeEvent(
    context,
    orderId,
    existing,
    'CUSTOMER.DISPUTE.RESOLVED',
    `A dispute was resolved with case # ${existing.id}`,
  );
}

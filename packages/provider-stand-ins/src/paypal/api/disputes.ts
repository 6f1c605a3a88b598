import { resourceNotFound } from '../api-error';
import { renderDispute } from '../objects/dispute';
import type { ApiHandler } from './request';

/** `GET /v1/customer/disputes/:id`: a dispute on one of this app's captures. */
export const getDispute: ApiHandler = (context, request, disputeId) => {
  const { state } = context;
  const dispute = state.disputes.get(disputeId);
  const capture = dispute && state.captures.get(dispute.captureId);
  const order = capture && state.orders.get(capture.orderId);
  if (!dispute || !capture || !order || dispute.clientId !== request.clientId)
    throw resourceNotFound('dispute_id', disputeId, 'customer/disputes/v1');
  return { status: 200, body: renderDispute(dispute, capture, order, context.urls) };
};

import { resourceNotFound, unprocessable } from '../api-error';
import { isoNow, newResourceId } from '../ids';
import { paypalFee } from '../money';
import { renderMinimalCapturedOrder, renderMinimalOrder, renderOrder } from '../objects/order';
import type { CaptureState, OrderState } from '../state';
import type { ApiContext, ApiHandler, Reply } from './request';
import { readOrderParams } from './order-params';

/** The app's order, or PayPal's 404: another app's order does not exist for this one. */
export function orderOf(context: ApiContext, clientId: string, orderId: string): OrderState {
  const order = context.state.orders.get(orderId);
  if (!order || order.clientId !== clientId) throw resourceNotFound('order_id', orderId);
  return order;
}

/** `POST /v2/checkout/orders`: 201 with the order, minimal unless `Prefer: return=representation`. */
export const createOrder: ApiHandler = (context, request) => {
  const params = readOrderParams(request.body);
  const now = isoNow();
  const order: OrderState = {
    id: newResourceId(),
    clientId: request.clientId,
    createTime: now,
    updateTime: now,
    ...params,
    status: params.paypalSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    payer: null,
    captureId: null,
  };
  context.state.orders.set(order.id, order);
  const reply = (): Reply => ({
    status: 200,
    body: request.representation
      ? renderOrder(context.state, order, context.urls)
      : renderMinimalOrder(order, context.urls),
    again: reply,
  });
  // The first answer is 201 Created; a replay answers 200 with the order as it stands.
  return { ...reply(), status: 201 };
};

export const getOrder: ApiHandler = (context, request, orderId) => ({
  status: 200,
  body: renderOrder(context.state, orderOf(context, request.clientId, orderId), context.urls),
});

function refuseCapture(order: OrderState): void {
  if (order.status === 'COMPLETED')
    throw unprocessable({
      issue: 'ORDER_ALREADY_CAPTURED',
      description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
    });
  if (order.status !== 'APPROVED')
    throw unprocessable({
      issue: 'ORDER_NOT_APPROVED',
      description:
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
    });
}

/** `POST /v2/checkout/orders/:id/capture`: an APPROVED order is paid at once; 201 with the order. */
export const captureOrder: ApiHandler = (context, request, orderId) => {
  const order = orderOf(context, request.clientId, orderId);
  refuseCapture(order);
  const now = isoNow();
  const capture: CaptureState = {
    id: newResourceId(),
    orderId: order.id,
    clientId: order.clientId,
    createTime: now,
    updateTime: now,
    amount: order.unit.amount,
    fee: paypalFee(order.unit.amount),
    status: 'COMPLETED',
    refundIds: [],
    disputeId: null,
  };
  context.state.captures.set(capture.id, capture);
  order.captureId = capture.id;
  order.status = 'COMPLETED';
  order.updateTime = now;
  const reply = (): Reply => ({
    status: 200,
    body: request.representation
      ? renderOrder(context.state, order, context.urls)
      : renderMinimalCapturedOrder(context.state, order, context.urls),
    again: reply,
  });
  return { ...reply(), status: 201 };
};

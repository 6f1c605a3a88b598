import type { ApiContext } from './api/request';
import { isoNow, newPayerId } from './ids';
import { buildEvent } from './objects/event';
import { renderOrder } from './objects/order';
import type { PayerState } from './payer';
import type { CaptureState, OrderState } from './state';
import type { PayPalEvent } from './types';

/** What happens on PayPal's side, out of the product's sight; test mistakes throw plainly. */
export function orderIn(context: ApiContext, orderId: string): OrderState {
  const order = context.state.orders.get(orderId);
  if (!order) throw new Error(`PayPal stand-in: no order ${orderId}.`);
  return order;
}

/** The order's capture, for what follows a payment (refunds, disputes, capture events). */
export function captureOf(context: ApiContext, orderId: string): CaptureState {
  const order = orderIn(context, orderId);
  const capture = order.captureId ? context.state.captures.get(order.captureId) : undefined;
  if (!capture) throw new Error(`PayPal stand-in: order ${orderId} is ${order.status}, not captured.`);
  return capture;
}

/** A fresh sandbox buyer, as whoever logs in on an approval page. */
export function sandboxBuyer(): PayerState {
  const payerId = newPayerId();
  return {
    payerId,
    email: `sb-${payerId.toLowerCase()}@personal.example.com`,
    givenName: 'John',
    surname: 'Doe',
    countryCode: 'US',
  };
}

export const isApprovable = (order: OrderState) =>
  order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';

/** The buyer logs in and approves on PayPal's page: the order is APPROVED with a payer. */
export function approve(context: ApiContext, orderId: string): PayPalEvent {
  const order = orderIn(context, orderId);
  if (!isApprovable(order))
    throw new Error(
      `PayPal stand-in: order ${orderId} is ${order.status}; only a new order can be approved.`,
    );
  order.payer = sandboxBuyer();
  order.status = 'APPROVED';
  order.updateTime = isoNow();
  const event = buildEvent(
    {
      eventType: 'CHECKOUT.ORDER.APPROVED',
      resourceType: 'checkout-order',
      resourceVersion: '2.0',
      summary: 'An order has been approved by buyer',
      resource: renderOrder(context.state, order, context.urls),
    },
    context.urls,
  );
  return context.state.record(order.clientId, event);
}

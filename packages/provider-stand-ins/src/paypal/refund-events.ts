import type { ApiContext } from './api/request';
import { captureOf } from './buyer';
import { describe, parseValue } from './money';
import { buildEvent } from './objects/event';
import { renderRefund } from './objects/refund';
import { recordRefund, remainingMinor } from './refunds';
import type { RefundState } from './state';
import type { PayPalEvent } from './types';

function refundedEvent(context: ApiContext, refund: RefundState): PayPalEvent {
  const event = buildEvent(
    {
      eventType: 'PAYMENT.CAPTURE.REFUNDED',
      resourceType: 'refund',
      resourceVersion: '2.0',
      summary: `A ${describe(refund.amount)} capture payment was refunded`,
      resource: renderRefund(refund, context.urls),
    },
    context.urls,
  );
  return context.state.record(refund.clientId, event);
}

/**
 * The merchant refunds in PayPal's dashboard (no API request of the product's, no custom_id): the
 * refund counts against the capture and the answer is its `PAYMENT.CAPTURE.REFUNDED` event.
 */
export function refundInDashboard(context: ApiContext, orderId: string, amount?: string): PayPalEvent {
  const capture = captureOf(context, orderId);
  if (capture.status === 'DECLINED')
    throw new Error(`PayPal stand-in: the capture of ${orderId} was denied.`);
  const remaining = remainingMinor(context.state, capture);
  const currency = capture.amount.currency;
  const parsed =
    amount === undefined ? { ok: true as const, minor: remaining } : parseValue(amount, currency);
  if (!parsed.ok || parsed.minor < 1 || parsed.minor > remaining)
    throw new Error(
      `PayPal stand-in: ${amount ?? 'nothing'} ${currency} cannot be refunded; ${remaining} minor units are left on ${orderId}.`,
    );
  const refund = recordRefund(context.state, capture, {
    amount: { currency, minor: parsed.minor },
    customId: null,
    invoiceId: null,
    noteToPayer: null,
  });
  return refundedEvent(context, refund);
}

/** `PAYMENT.CAPTURE.REFUNDED` for a refund as it stands (one made through the API included). */
export function refundEvent(context: ApiContext, refundId: string): PayPalEvent {
  const refund = context.state.refunds.get(refundId);
  if (!refund) throw new Error(`PayPal stand-in: no refund ${refundId}.`);
  return refundedEvent(context, refund);
}

import { type PayPalApiError, resourceNotFound, unprocessable } from '../api-error';
import { renderCapture } from '../objects/capture';
import { renderMinimalRefund, renderRefund } from '../objects/refund';
import { recordRefund, remainingMinor } from '../refunds';
import type { CaptureState, OrderState } from '../state';
import { FieldReader } from './fields';
import type { ApiContext, ApiHandler, Reply } from './request';

const API = 'payments/v2';
const fields = new FieldReader(API);

function captureOf(context: ApiContext, clientId: string, captureId: string): CaptureState {
  const capture = context.state.captures.get(captureId);
  if (!capture || capture.clientId !== clientId) throw resourceNotFound('capture_id', captureId, API);
  return capture;
}

function orderOfCapture(context: ApiContext, capture: CaptureState): OrderState {
  const order = context.state.orders.get(capture.orderId);
  if (!order) throw new Error(`PayPal stand-in: capture ${capture.id} has no order.`);
  return order;
}

const refused = (issue: string, description: string): PayPalApiError =>
  unprocessable({ issue, description }, API);

export const getCapture: ApiHandler = (context, request, captureId) => {
  const capture = captureOf(context, request.clientId, captureId);
  const { unit } = orderOfCapture(context, capture);
  return {
    status: 200,
    body: renderCapture(capture, { customId: unit.customId, invoiceId: unit.invoiceId }, context.urls),
  };
};

/** Whether the capture can be refunded now at all, before the amount is looked at. */
function refuseRefund(context: ApiContext, capture: CaptureState, partial: boolean): void {
  if (capture.status === 'DECLINED') throw refused('REFUND_NOT_ALLOWED', 'Capture cannot be refunded.');
  if (remainingMinor(context.state, capture) <= 0)
    throw refused('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
  const dispute = capture.disputeId ? context.state.disputes.get(capture.disputeId) : undefined;
  if (dispute?.outcome === 'RESOLVED_BUYER_FAVOUR')
    throw refused(
      'REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK',
      'Refunds are not allowed on this capture due to a chargeback on the card or bank. Please contact the payee to resolve the chargeback.',
    );
  if (dispute?.status === 'WAITING_FOR_SELLER_RESPONSE' && partial)
    throw refused(
      'TRANSACTION_DISPUTED',
      'Partial refunds cannot be offered at this time because there is an open case on this transaction. Visit the PayPal Resolution Center to review this case.',
    );
}

/** `POST /v2/payments/captures/:id/refund`: the given amount, or the rest; 201 with the refund. */
export const refundCapture: ApiHandler = (context, request, captureId) => {
  const capture = captureOf(context, request.clientId, captureId);
  const body = fields.body(request.body);
  const amount =
    body.amount === undefined || body.amount === null ? undefined : fields.money(body.amount, '/amount');
  const input = {
    customId: fields.string(body.custom_id, '/custom_id', 127),
    invoiceId: fields.string(body.invoice_id, '/invoice_id', 127),
    noteToPayer: fields.string(body.note_to_payer, '/note_to_payer', 255),
  };
  const remaining = remainingMinor(context.state, capture);
  refuseRefund(context, capture, amount !== undefined && amount.minor < remaining);
  if (amount && amount.currency !== capture.amount.currency)
    throw refused('REFUND_CAPTURE_CURRENCY_MISMATCH', 'Refund must be in the same currency as the capture');
  if (amount && amount.minor > remaining)
    throw refused(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  const refund = recordRefund(context.state, capture, {
    ...input,
    amount: amount ?? { currency: capture.amount.currency, minor: remaining },
  });
  const reply = (): Reply => ({
    status: 200,
    body: request.representation
      ? renderRefund(refund, context.urls)
      : renderMinimalRefund(refund, context.urls),
    again: reply,
  });
  return { ...reply(), status: 201 };
};

export const getRefund: ApiHandler = (context, request, refundId) => {
  const refund = context.state.refunds.get(refundId);
  if (!refund || refund.clientId !== request.clientId) throw resourceNotFound('refund_id', refundId, API);
  return { status: 200, body: renderRefund(refund, context.urls) };
};

import type { ApiContext } from './api/request';
import { captureOf, orderIn } from './buyer';
import { isoNow } from './ids';
import { describe } from './money';
import { renderCapture } from './objects/capture';
import { buildEvent } from './objects/event';
import type { CaptureState } from './state';
import type { PayPalEvent } from './types';

function captureEvent(
  context: ApiContext,
  orderId: string,
  capture: CaptureState,
  type: string,
  summary: string,
) {
  const { unit, clientId } = orderIn(context, orderId);
  const resource = renderCapture(
    capture,
    { customId: unit.customId, invoiceId: unit.invoiceId },
    context.urls,
  );
  const event = buildEvent(
    { eventType: type, resourceType: 'capture', resourceVersion: '2.0', summary, resource },
    context.urls,
  );
  return context.state.record(clientId, event);
}

/** `PAYMENT.CAPTURE.COMPLETED`, which PayPal sends after a capture completes. */
export function captureCompleted(context: ApiContext, orderId: string): PayPalEvent {
  const capture = captureOf(context, orderId);
  if (capture.status === 'DECLINED')
    throw new Error(`PayPal stand-in: the capture of ${orderId} was denied.`);
  return captureEvent(
    context,
    orderId,
    capture,
    'PAYMENT.CAPTURE.COMPLETED',
    `Payment completed for ${describe(capture.amount)}`,
  );
}

/** The capture is denied after all (status DECLINED): `PAYMENT.CAPTURE.DENIED`. */
export function captureDenied(context: ApiContext, orderId: string): PayPalEvent {
  const capture = captureOf(context, orderId);
  if (capture.status !== 'COMPLETED')
    throw new Error(
      `PayPal stand-in: the capture of ${orderId} is ${capture.status}; only a COMPLETED one can be denied.`,
    );
  capture.status = 'DECLINED';
  capture.updateTime = isoNow();
  return captureEvent(
    context,
    orderId,
    capture,
    'PAYMENT.CAPTURE.DENIED',
    `Payment denied for ${describe(capture.amount)}`,
  );
}

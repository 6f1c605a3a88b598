import { isoNow, newResourceId } from './ids';
import type { Money } from './money';
import type { CaptureState, RefundState, StandInState } from './state';

export interface RefundInput {
  amount: Money;
  customId: string | null;
  invoiceId: string | null;
  noteToPayer: string | null;
}

/**
 * A refund counts against its capture at once (sandbox refunds complete immediately): the capture
 * becomes PARTIALLY_REFUNDED, or REFUNDED once nothing is left. PayPal returns the fee in proportion.
 */
export function recordRefund(state: StandInState, capture: CaptureState, input: RefundInput): RefundState {
  const refunded = state.refundedMinor(capture) + input.amount.minor;
  const now = isoNow();
  const refund: RefundState = {
    id: newResourceId(),
    captureId: capture.id,
    clientId: capture.clientId,
    createTime: now,
    ...input,
    fee: {
      currency: capture.fee.currency,
      minor: Math.round((capture.fee.minor * input.amount.minor) / capture.amount.minor),
    },
    totalRefunded: { currency: capture.amount.currency, minor: refunded },
  };
  state.refunds.set(refund.id, refund);
  capture.refundIds.push(refund.id);
  capture.status = refunded >= capture.amount.minor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.updateTime = now;
  return refund;
}

export const remainingMinor = (state: StandInState, capture: CaptureState) =>
  capture.amount.minor - state.refundedMinor(capture);

import { isoNow, newResourceId } from '../ids';
import type { Money } from '../money';
import type { StandInState } from '../state';
import type { SaleRefundState, SaleState } from './state';

export const saleRefundedMinor = (state: StandInState, sale: SaleState) =>
  sale.refundIds.reduce((sum, id) => sum + (state.saleRefunds.get(id)?.amount.minor ?? 0), 0);

export const saleRemainingMinor = (state: StandInState, sale: SaleState) =>
  sale.amount.minor - saleRefundedMinor(state, sale);

/**
 * A refund of a sale completes at once: the sale becomes partially_refunded, or refunded once
 * nothing is left; PayPal returns the fee in proportion.
 */
export function recordSaleRefund(state: StandInState, sale: SaleState, amount: Money): SaleRefundState {
  const refunded = saleRefundedMinor(state, sale) + amount.minor;
  const now = isoNow();
  const refund: SaleRefundState = {
    id: newResourceId(),
    saleId: sale.id,
    clientId: sale.clientId,
    parentPayment: sale.parentPayment,
    amount,
    fee: {
      currency: sale.fee.currency,
      minor: Math.round((sale.fee.minor * amount.minor) / sale.amount.minor),
    },
    totalRefunded: { currency: sale.amount.currency, minor: refunded },
    createTime: now,
  };
  state.saleRefunds.set(refund.id, refund);
  sale.refundIds.push(refund.id);
  sale.state = refunded >= sale.amount.minor ? 'refunded' : 'partially_refunded';
  sale.updateTime = now;
  return refund;
}

import { type Money, toJson } from '../money';
import type { SaleRefundState, SaleState } from '../subscriptions/state';
import { type Urls, link, saleHref, saleRefundHref } from './links';

/** v1 amounts are `{ total, currency }`, not v2's `{ value, currency_code }`. */
export const v1Amount = (money: Money) => ({ total: toJson(money).value, currency: money.currency });

/** v1 fees are `{ value, currency }`. */
const v1Fee = (money: Money) => ({ value: toJson(money).value, currency: money.currency });

/**
 * A sale of the v1 Payments API (`GET /v1/payments/sale/:id`, the `PAYMENT.SALE.*` resource): what
 * each subscription cycle's payment is; `billing_agreement_id` names the subscription.
 */
export function renderSale(sale: SaleState, customId: string | null, urls: Urls) {
  return {
    id: sale.id,
    state: sale.state,
    amount: { ...v1Amount(sale.amount), details: { subtotal: toJson(sale.amount).value } },
    payment_mode: 'INSTANT_TRANSFER',
    protection_eligibility: 'ELIGIBLE',
    protection_eligibility_type: 'ITEM_NOT_RECEIVED_ELIGIBLE,UNAUTHORIZED_PAYMENT_ELIGIBLE',
    transaction_fee: v1Fee(sale.fee),
    billing_agreement_id: sale.subscriptionId,
    parent_payment: sale.parentPayment,
    ...(customId === null ? {} : { custom: customId }),
    create_time: sale.createTime,
    update_time: sale.updateTime,
    links: [
      link(saleHref(urls, sale.id), 'self'),
      link(`${saleHref(urls, sale.id)}/refund`, 'refund', 'POST'),
    ],
  };
}

/** A v1 refund of a sale (`POST /v1/payments/sale/:id/refund`, the `PAYMENT.SALE.REFUNDED` resource). */
export function renderSaleRefund(refund: SaleRefundState, urls: Urls) {
  const received = { currency: refund.amount.currency, minor: refund.amount.minor - refund.fee.minor };
  return {
    id: refund.id,
    state: 'completed',
    amount: v1Amount(refund.amount),
    refund_from_transaction_fee: v1Fee(refund.fee),
    refund_from_received_amount: v1Fee(received),
    total_refunded_amount: v1Fee(refund.totalRefunded),
    sale_id: refund.saleId,
    parent_payment: refund.parentPayment,
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [
      link(saleRefundHref(urls, refund.id), 'self'),
      link(`${urls.api}/v1/payments/payment/${refund.parentPayment}`, 'parent_payment'),
      link(saleHref(urls, refund.saleId), 'sale'),
    ],
  };
}

import { toJson } from '../money';
import type { RefundState } from '../state';
import { type Urls, captureHref, link, refundHref } from './links';
import { payeeOf } from './payee';

export function refundLinks(refund: RefundState, urls: Urls) {
  return [link(refundHref(urls, refund.id), 'self'), link(captureHref(urls, refund.captureId), 'up')];
}

/** A refund in full (`GET /v2/payments/refunds/:id`, `Prefer: return=representation`, events). */
export function renderRefund(refund: RefundState, urls: Urls) {
  const net = { currency: refund.amount.currency, minor: refund.amount.minor - refund.fee.minor };
  return {
    id: refund.id,
    amount: toJson(refund.amount),
    seller_payable_breakdown: {
      gross_amount: toJson(refund.amount),
      paypal_fee: toJson(refund.fee),
      net_amount: toJson(net),
      total_refunded_amount: toJson(refund.totalRefunded),
    },
    ...(refund.invoiceId === null ? {} : { invoice_id: refund.invoiceId }),
    ...(refund.customId === null ? {} : { custom_id: refund.customId }),
    ...(refund.noteToPayer === null ? {} : { note_to_payer: refund.noteToPayer }),
    status: 'COMPLETED',
    payer: payeeOf(refund.clientId),
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: refundLinks(refund, urls),
  };
}

/** What `POST …/refund` answers by default (`Prefer: return=minimal`). */
export function renderMinimalRefund(refund: RefundState, urls: Urls) {
  return { id: refund.id, status: 'COMPLETED', links: refundLinks(refund, urls) };
}

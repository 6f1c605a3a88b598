import { toJson } from '../money';
import type { CaptureState } from '../state';
import { type Urls, captureHref, link, orderHref } from './links';
import { payeeOf } from './payee';

export interface CaptureIds {
  customId: string | null;
  invoiceId: string | null;
}

/**
 * A capture as it appears inside an order (`purchase_units[].payments.captures[]`); the standalone
 * `GET /v2/payments/captures/:id` adds `supplementary_data` and `payee` (see `renderCapture`).
 */
export function renderOrderCapture(capture: CaptureState, ids: CaptureIds, urls: Urls) {
  const fee = capture.fee;
  return {
    id: capture.id,
    status: capture.status,
    amount: toJson(capture.amount),
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    seller_receivable_breakdown: {
      gross_amount: toJson(capture.amount),
      paypal_fee: toJson(fee),
      net_amount: toJson({ currency: fee.currency, minor: capture.amount.minor - fee.minor }),
    },
    ...(ids.invoiceId === null ? {} : { invoice_id: ids.invoiceId }),
    ...(ids.customId === null ? {} : { custom_id: ids.customId }),
    links: [
      link(captureHref(urls, capture.id), 'self'),
      link(`${captureHref(urls, capture.id)}/refund`, 'refund', 'POST'),
      link(orderHref(urls, capture.orderId), 'up'),
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
  };
}

/** `GET /v2/payments/captures/:id` and the `resource` of `PAYMENT.CAPTURE.*` events. */
export function renderCapture(capture: CaptureState, ids: CaptureIds, urls: Urls) {
  return {
    ...renderOrderCapture(capture, ids, urls),
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    payee: payeeOf(capture.clientId),
  };
}

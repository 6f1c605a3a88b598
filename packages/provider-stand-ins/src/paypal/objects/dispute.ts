import { isoNow } from '../ids';
import { toJson } from '../money';
import type { CaptureState, DisputeState, OrderState } from '../state';
import { type Urls, link } from './links';
import { payeeOf } from './payee';

/** Ten days to answer, as PayPal gives a seller. */
const RESPONSE_DAYS = 10;

function responseDueDate(dispute: DisputeState): string {
  return isoNow(new Date(Date.parse(dispute.createTime) + RESPONSE_DAYS * 86_400_000));
}

/** A dispute per customer_disputes_v1 `dispute`, as the `CUSTOMER.DISPUTE.*` events carry it. */
export function renderDispute(dispute: DisputeState, capture: CaptureState, order: OrderState, urls: Urls) {
  const resolved = dispute.status === 'RESOLVED';
  const refunded = dispute.outcome === 'RESOLVED_BUYER_FAVOUR' ? dispute.amount.minor : 0;
  return {
    dispute_id: dispute.id,
    create_time: dispute.createTime,
    update_time: dispute.updateTime,
    disputed_transactions: [
      {
        buyer_transaction_id: dispute.buyerTransactionId,
        seller_transaction_id: capture.id,
        reference_id: order.unit.referenceId,
        create_time: capture.createTime,
        transaction_status: 'COMPLETED',
        gross_amount: toJson(capture.amount),
        ...(order.unit.invoiceId === null ? {} : { invoice_number: order.unit.invoiceId }),
        ...(order.unit.customId === null ? {} : { custom: order.unit.customId }),
        ...(order.payer ? { buyer: { name: `${order.payer.givenName} ${order.payer.surname}` } } : {}),
        seller: {
          merchant_id: payeeOf(dispute.clientId).merchant_id,
          email: payeeOf(dispute.clientId).email_address,
        },
      },
    ],
    reason: dispute.reason,
    status: dispute.status,
    dispute_amount: toJson(dispute.amount),
    ...(resolved
      ? {
          dispute_outcome: {
            outcome_code: dispute.outcome,
            amount_refunded: toJson({ currency: dispute.amount.currency, minor: refunded }),
          },
        }
      : { seller_response_due_date: responseDueDate(dispute) }),
    dispute_life_cycle_stage: dispute.reason === 'UNAUTHORISED' ? 'CHARGEBACK' : 'INQUIRY',
    dispute_channel: dispute.reason === 'UNAUTHORISED' ? 'EXTERNAL' : 'INTERNAL',
    links: [link(`${urls.api}/v1/customer/disputes/${encodeURIComponent(dispute.id)}`, 'self')],
  };
}

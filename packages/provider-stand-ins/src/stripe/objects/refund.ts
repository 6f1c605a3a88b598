import type Stripe from 'stripe';
import type { RefundState } from '../state';

/** A refund as `POST /v1/refunds` answers it (fixture `refund`); test-mode refunds succeed at once. */
export function renderRefund(refund: RefundState): Stripe.Refund {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: `txn_${refund.id.slice(3)}`,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata: { ...refund.metadata },
    payment_intent: refund.intentId,
    payment_method: null,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

/** The list envelope Stripe wraps sub-collections in. */
export function refundList(chargeId: string, refunds: Stripe.Refund[]): Stripe.ApiList<Stripe.Refund> {
  return { object: 'list', data: refunds, has_more: false, url: `/v1/charges/${chargeId}/refunds` };
}

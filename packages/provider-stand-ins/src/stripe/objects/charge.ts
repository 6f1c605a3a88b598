import type Stripe from 'stripe';
import type { PaymentState } from '../state';
import { STAND_IN_BUYER, address } from './address';
import { paymentMethodDetails } from './payment-method-details';

/** What the card network / bank said, per state (the `outcome` of a real charge). */
function outcome(payment: PaymentState): Stripe.Charge.Outcome | null {
  if (payment.status === 'processing') return null;
  const approved = payment.status === 'succeeded';
  return {
    advice_code: null,
    network_advice_code: null,
    network_decline_code: null,
    network_status: approved ? 'approved_by_network' : 'declined_by_network',
    reason: approved ? null : 'insufficient_funds',
    risk_level: 'normal',
    seller_message: approved ? 'Payment complete.' : 'The bank returned the payment.',
    type: approved ? 'authorized' : 'issuer_declined',
  };
}

export interface ChargeFigures {
  amountRefunded: number;
  disputed: boolean;
  /** Only when asked for (`expand: ['refunds']`), as Stripe has sent charges since 2022-11-15. */
  refunds?: Stripe.ApiList<Stripe.Refund>;
}

/** The session's one charge (fixture `charge`): pending while a delayed method settles. */
export function renderCharge(payment: PaymentState, figures: ChargeFigures): Stripe.Charge {
  const succeeded = payment.status === 'succeeded';
  const failed = payment.status === 'failed';
  return {
    id: payment.chargeId,
    object: 'charge',
    amount: payment.amount,
    amount_captured: failed ? 0 : payment.amount,
    amount_refunded: figures.amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: succeeded ? payment.balanceTransactionId : null,
    billing_details: {
      address: address(STAND_IN_BUYER.country),
      email: null,
      name: null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: 'SHOPFORGE',
    captured: !failed,
    created: payment.created,
    currency: payment.currency,
    customer: payment.customerId,
    description: null,
    disputed: figures.disputed,
    failure_balance_transaction: null,
    failure_code: failed ? 'insufficient_funds' : null,
    failure_message: failed ? "The customer's account has insufficient funds to cover this payment." : null,
    fraud_details: {},
    livemode: false,
    metadata: { ...payment.metadata },
    on_behalf_of: null,
    outcome: outcome(payment),
    paid: succeeded,
    payment_intent: payment.intentId,
    payment_method: payment.paymentMethodId,
    payment_method_details: paymentMethodDetails(payment),
    receipt_email: null,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/payment/${payment.chargeId}`,
    refunded: figures.amountRefunded > 0 && figures.amountRefunded === payment.amount,
    ...(figures.refunds ? { refunds: figures.refunds } : {}),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : failed ? 'failed' : 'pending',
    transfer_data: null,
    transfer_group: null,
  };
}

import type Stripe from 'stripe';
import type { PaymentState } from '../state';

const STATUS: Record<PaymentState['status'], Stripe.PaymentIntent.Status> = {
  processing: 'processing',
  succeeded: 'succeeded',
  // A failed delayed payment sends the intent back for another method, with the reason kept.
  failed: 'requires_payment_method',
};

function lastPaymentError(payment: PaymentState): Stripe.PaymentIntent.LastPaymentError | null {
  if (payment.status !== 'failed') return null;
  return {
    type: 'invalid_request_error',
    code: 'insufficient_funds',
    message: "The customer's account has insufficient funds to cover this payment.",
    payment_method_type: payment.method,
    charge: payment.chargeId,
  };
}

/** The intent Checkout creates when the buyer confirms (fixture `payment_intent`). */
export function renderPaymentIntent(payment: PaymentState): Stripe.PaymentIntent {
  return {
    id: payment.intentId,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: payment.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: payment.status === 'succeeded' ? payment.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${payment.intentId}_secret_${payment.chargeId.slice(3)}`,
    confirmation_method: 'automatic',
    created: payment.created,
    currency: payment.currency,
    customer: payment.customerId,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: lastPaymentError(payment),
    latest_charge: payment.chargeId,
    livemode: false,
    managed_payments: null,
    metadata: { ...payment.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: payment.status === 'failed' ? null : payment.paymentMethodId,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: [payment.method],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: STATUS[payment.status],
    transfer_data: null,
    transfer_group: null,
  };
}

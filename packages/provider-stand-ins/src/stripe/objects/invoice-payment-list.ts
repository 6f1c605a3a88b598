import type Stripe from 'stripe';
import type { PaymentState } from '../state';
import type { InvoiceState } from '../subscription-state';

/**
 * An invoice's `payments` (only there when expanded, as in Stripe's API since 2025): the payment
 * intent that paid it, which refunds and disputes of a subscription's period name.
 */
export function renderInvoicePayments(
  invoice: InvoiceState,
  payment: PaymentState | undefined,
): Stripe.ApiList<Stripe.InvoicePayment> {
  const data: Stripe.InvoicePayment[] = payment
    ? [
        {
          // Derived, so the same payment keeps its id on every read.
          id: `inpay_${invoice.id.slice(3)}`,
          object: 'invoice_payment',
          amount_paid: invoice.status === 'paid' ? payment.amount : null,
          amount_requested: payment.amount,
          created: payment.created,
          currency: payment.currency,
          invoice: invoice.id,
          is_default: true,
          livemode: false,
          payment: { type: 'payment_intent', payment_intent: payment.intentId },
          status: invoice.status === 'paid' ? 'paid' : 'open',
          status_transitions: { canceled_at: null, paid_at: invoice.paidAt },
        },
      ]
    : [];
  return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
}

import type Stripe from 'stripe';
import { renderCharge } from './objects/charge';
import { renderDispute } from './objects/dispute';
import { renderInvoice } from './objects/invoice';
import { renderPaymentIntent } from './objects/payment-intent';
import { refundList, renderRefund } from './objects/refund';
import { renderSession } from './objects/session';
import { renderSubscription } from './objects/subscription';
import type { PaymentState, StandInState } from './state';

/** The charge with the figures that live on other records (refunds, dispute). */
export function chargeView(state: StandInState, payment: PaymentState, withRefunds = false): Stripe.Charge {
  return renderCharge(payment, {
    amountRefunded: state.amountRefunded(payment),
    disputed: payment.disputeId !== null,
    ...(withRefunds
      ? { refunds: refundList(payment.chargeId, state.refundsOf(payment).map(renderRefund).reverse()) }
      : {}),
  });
}

/**
 * Object kinds by the name Stripe's errors use, each found by id and rendered as the API answers it.
 * Subscriptions and invoices are retrieved per key (api/subscriptions.ts); here only for expansion.
 */
export const RESOURCES = {
  'checkout.session': (state: StandInState, id: string) => {
    const session = state.sessions.get(id);
    return session && renderSession(session);
  },
  payment_intent: (state: StandInState, id: string) => {
    const payment = state.payments.get(id);
    return payment && renderPaymentIntent(payment);
  },
  charge: (state: StandInState, id: string) => {
    const payment = state.paymentByCharge(id);
    return payment && chargeView(state, payment);
  },
  refund: (state: StandInState, id: string) => {
    const refund = state.refunds.get(id);
    return refund && renderRefund(refund);
  },
  dispute: (state: StandInState, id: string) => {
    const dispute = state.disputes.get(id);
    return dispute && renderDispute(dispute);
  },
  event: (state: StandInState, id: string) => state.events.get(id),
  subscription: (state: StandInState, id: string) => {
    const sub = state.subscriptions.get(id);
    return sub && renderSubscription(sub);
  },
  invoice: (state: StandInState, id: string) => {
    const invoice = state.invoices.get(id);
    const sub = invoice && state.subscriptions.get(invoice.subscriptionId);
    return invoice && sub && renderInvoice(invoice, sub);
  },
} satisfies Record<string, (state: StandInState, id: string) => object | undefined>;

export type ResourceKind = keyof typeof RESOURCES;

const PREFIXES: ReadonlyArray<[string, ResourceKind]> = [
  ['cs_', 'checkout.session'],
  ['pi_', 'payment_intent'],
  ['ch_', 'charge'],
  ['re_', 'refund'],
  ['dp_', 'dispute'],
  ['evt_', 'event'],
  ['sub_', 'subscription'],
  ['in_', 'invoice'],
];

/** Any object by its id, for expansion: Stripe ids say their kind in their prefix. */
export function findById(state: StandInState, id: string): object | undefined {
  const kind = PREFIXES.find(([prefix]) => id.startsWith(prefix))?.[1];
  return kind && RESOURCES[kind](state, id);
}

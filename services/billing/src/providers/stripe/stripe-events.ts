import type Stripe from 'stripe';
import type { ProviderEvent } from '../provider';
import { fromStripeAmount } from './stripe-amounts';

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

/**
 * A verified Stripe event as billing's, and the Stripe invoice whose payment it is when that
 * payment is only found on the invoice (a subscription's): the provider reads the payment intent
 * there, which refunds and disputes name.
 */
export interface StripeMeaning {
  event: ProviderEvent;
  paidInvoice?: string;
}

function sessionEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  type: ProviderEvent['type'],
): StripeMeaning {
  const currency = (session.currency ?? '').toUpperCase();
  const paymentRef = idOf(session.payment_intent);
  const subscriptionRef = idOf(session.subscription);
  const paidInvoice = idOf(session.invoice);
  return {
    event: {
      id: event.id,
      type,
      sessionId: session.id,
      amountCents: fromStripeAmount(session.amount_total ?? 0, currency),
      currency,
      ...(paymentRef ? { paymentRef } : {}),
      ...(subscriptionRef ? { subscriptionRef } : {}),
    },
    ...(paidInvoice && !paymentRef ? { paidInvoice } : {}),
  };
}

/** The subscription an invoice bills, where Stripe's current API puts it. */
function subscriptionOf(invoice: Stripe.Invoice): string | undefined {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * A period Stripe charged (or failed to) on a subscription it bills. The first invoice is the
 * Checkout Session's payment, reported by its completion: only later cycles are renewals.
 */
function invoiceEvent(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  type: ProviderEvent['type'],
): StripeMeaning | null {
  const subscriptionRef = subscriptionOf(invoice);
  if (!subscriptionRef || !invoice.id || invoice.billing_reason === 'subscription_create') return null;
  const currency = invoice.currency.toUpperCase();
  const failure = invoice.attempt_count > 0 ? `attempt ${invoice.attempt_count} failed` : undefined;
  return {
    event: {
      id: event.id,
      type,
      sessionId: invoice.id,
      amountCents: fromStripeAmount(
        type === 'subscription.renewed' ? invoice.amount_paid : invoice.amount_due,
        currency,
      ),
      currency,
      subscriptionRef,
      ...(failure ? { failure } : {}),
    },
    ...(type === 'subscription.renewed' ? { paidInvoice: invoice.id } : {}),
  };
}

function disputeEvent(
  event: Stripe.Event,
  dispute: Stripe.Dispute,
  type: ProviderEvent['type'],
): StripeMeaning | null {
  // A dispute names the payment (intent) the session became; older charges only their charge.
  const reference = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
  if (!reference) return null;
  const currency = dispute.currency.toUpperCase();
  return {
    event: {
      id: event.id,
      type,
      sessionId: reference,
      amountCents: fromStripeAmount(dispute.amount, currency),
      currency,
      dispute: { id: dispute.id, reason: dispute.reason ?? null },
    },
  };
}

/**
 * A refund once it succeeded: one made in Stripe's dashboard, or one billing made itself (its
 * `metadata.shopforge_refund`), which is then recorded already or, if the call that made it failed
 * after Stripe refunded, recorded now. Either way once per refund id.
 */
function refundEvent(event: Stripe.Event, refund: Stripe.Refund): StripeMeaning | null {
  if (refund.status !== 'succeeded') return null;
  const reference = idOf(refund.payment_intent) ?? idOf(refund.charge);
  if (!reference) return null;
  const currency = refund.currency.toUpperCase();
  return {
    event: {
      id: event.id,
      type: 'payment.refunded',
      sessionId: reference,
      amountCents: fromStripeAmount(refund.amount, currency),
      currency,
      refund: { id: refund.id },
    },
  };
}

/** Closed disputes Stripe decided for the merchant; every other closed status is a loss. */
const WON = new Set(['won', 'warning_closed', 'prevented']);

/**
 * What a verified Stripe event means to billing, or null for one it does not act on (Stripe
 * sends every event type the endpoint subscribes to). A Checkout Session completed but not yet
 * paid (a delayed method) is null: its `async_payment_succeeded` or `…_failed` follows.
 */
export function toProviderEvent(event: Stripe.Event): StripeMeaning | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'unpaid'
        ? null
        : sessionEvent(event, event.data.object, 'payment.succeeded');
    case 'checkout.session.async_payment_succeeded':
      return sessionEvent(event, event.data.object, 'payment.succeeded');
    case 'checkout.session.async_payment_failed':
      return sessionEvent(event, event.data.object, 'payment.failed');
    case 'checkout.session.expired':
      return sessionEvent(event, event.data.object, 'payment.cancelled');
    case 'refund.created':
    case 'refund.updated':
      return refundEvent(event, event.data.object);
    case 'charge.dispute.created':
      return disputeEvent(event, event.data.object, 'dispute.opened');
    case 'invoice.paid':
      return invoiceEvent(event, event.data.object, 'subscription.renewed');
    case 'invoice.payment_failed':
      return invoiceEvent(event, event.data.object, 'subscription.payment_failed');
    case 'customer.subscription.deleted':
      return {
        event: {
          id: event.id,
          type: 'subscription.ended',
          sessionId: event.data.object.id,
          amountCents: 0,
          currency: event.data.object.currency.toUpperCase(),
          subscriptionRef: event.data.object.id,
        },
      };
    case 'charge.dispute.closed':
      return disputeEvent(
        event,
        event.data.object,
        WON.has(event.data.object.status) ? 'dispute.won' : 'dispute.lost',
      );
    default:
      return null;
  }
}

import type Stripe from 'stripe';
import type { ProviderEvent } from '../provider';
import { fromStripeAmount } from './stripe-amounts';

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

function sessionEvent(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  type: ProviderEvent['type'],
): ProviderEvent {
  const currency = (session.currency ?? '').toUpperCase();
  const paymentRef = idOf(session.payment_intent);
  return {
    id: event.id,
    type,
    sessionId: session.id,
    amountCents: fromStripeAmount(session.amount_total ?? 0, currency),
    currency,
    ...(paymentRef ? { paymentRef } : {}),
  };
}

function disputeEvent(
  event: Stripe.Event,
  dispute: Stripe.Dispute,
  type: ProviderEvent['type'],
): ProviderEvent | null {
  // A dispute names the payment (intent) the session became; older charges only their charge.
  const reference = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
  if (!reference) return null;
  const currency = dispute.currency.toUpperCase();
  return {
    id: event.id,
    type,
    sessionId: reference,
    amountCents: fromStripeAmount(dispute.amount, currency),
    currency,
    dispute: { id: dispute.id, reason: dispute.reason ?? null },
  };
}

/**
 * A refund once it succeeded: one made in Stripe's dashboard, or one billing made itself (its
 * `metadata.shopforge_refund`), which is then recorded already or, if the call that made it failed
 * after Stripe refunded, recorded now. Either way once per refund id.
 */
function refundEvent(event: Stripe.Event, refund: Stripe.Refund): ProviderEvent | null {
  if (refund.status !== 'succeeded') return null;
  const reference = idOf(refund.payment_intent) ?? idOf(refund.charge);
  if (!reference) return null;
  const currency = refund.currency.toUpperCase();
  return {
    id: event.id,
    type: 'payment.refunded',
    sessionId: reference,
    amountCents: fromStripeAmount(refund.amount, currency),
    currency,
    refund: { id: refund.id },
  };
}

/** Closed disputes Stripe decided for the merchant; every other closed status is a loss. */
const WON = new Set(['won', 'warning_closed', 'prevented']);

/**
 * What a verified Stripe event means to billing, or null for one it does not act on (Stripe
 * sends every event type the endpoint subscribes to). A Checkout Session completed but not yet
 * paid (a delayed method) is null: its `async_payment_succeeded` or `…_failed` follows.
 */
export function toProviderEvent(event: Stripe.Event): ProviderEvent | null {
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

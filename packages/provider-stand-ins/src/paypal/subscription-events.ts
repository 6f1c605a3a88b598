import type { ApiContext } from './api/request';
import { sandboxBuyer } from './buyer';
import { buildEvent } from './objects/event';
import { renderSubscription } from './objects/subscription';
import { saleCompleted } from './sale-events';
import { activate, chargeCycle, failCycle, isCancellable, setStatus } from './subscriptions/billing';
import type { SubscriptionState } from './subscriptions/state';
import type { PayPalEvent } from './types';

/** A subscription on PayPal's side, out of the product's sight; test mistakes throw plainly. */
export function subscriptionIn(context: ApiContext, subscriptionId: string): SubscriptionState {
  const subscription = context.state.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`PayPal stand-in: no subscription ${subscriptionId}.`);
  return subscription;
}

function subscriptionEvent(
  context: ApiContext,
  subscription: SubscriptionState,
  type: string,
  summary: string,
) {
  const event = buildEvent(
    {
      eventType: type,
      resourceType: 'subscription',
      resourceVersion: '2.0',
      summary,
      resource: renderSubscription(context.state, subscription, context.urls),
    },
    context.urls,
  );
  return context.state.record(subscription.clientId, event);
}

function requireStatus(subscription: SubscriptionState, allowed: readonly string[], action: string): void {
  if (!allowed.includes(subscription.status))
    throw new Error(
      `PayPal stand-in: subscription ${subscription.id} is ${subscription.status}; only ${allowed.join(' or ')} can be ${action}.`,
    );
}

/** The buyer approves on PayPal's page: ACTIVE and the first cycle paid; `BILLING.SUBSCRIPTION.ACTIVATED`. */
export function approveSubscription(context: ApiContext, subscriptionId: string): PayPalEvent {
  const subscription = subscriptionIn(context, subscriptionId);
  requireStatus(subscription, ['APPROVAL_PENDING'], 'approved');
  activate(context.state, subscription, sandboxBuyer());
  return subscriptionEvent(context, subscription, 'BILLING.SUBSCRIPTION.ACTIVATED', 'Subscription activated');
}

/** The next cycle is charged: a new sale, billing_info moved on; its `PAYMENT.SALE.COMPLETED`. */
export function renewSubscription(context: ApiContext, subscriptionId: string): PayPalEvent {
  const subscription = subscriptionIn(context, subscriptionId);
  requireStatus(subscription, ['ACTIVE'], 'renewed');
  const sale = chargeCycle(context.state, subscription);
  if (!sale)
    throw new Error(`PayPal stand-in: the cycle of ${subscriptionId} just completed was free; no sale.`);
  return saleCompleted(context, sale.id);
}

/** The cycle due cannot be charged: `BILLING.SUBSCRIPTION.PAYMENT.FAILED` (SUSPENDED at the plan's threshold). */
export function failSubscriptionPayment(context: ApiContext, subscriptionId: string): PayPalEvent {
  const subscription = subscriptionIn(context, subscriptionId);
  requireStatus(subscription, ['ACTIVE'], 'charged');
  failCycle(context.state, subscription);
  return subscriptionEvent(
    context,
    subscription,
    'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
    'Subscription payment failed',
  );
}

/**
 * The buyer (or the merchant in the dashboard) cancels at PayPal: `BILLING.SUBSCRIPTION.CANCELLED`.
 * For one already cancelled through the API, the event PayPal sends for that cancellation.
 */
export function cancelSubscriptionAtPayPal(context: ApiContext, subscriptionId: string): PayPalEvent {
  const subscription = subscriptionIn(context, subscriptionId);
  if (subscription.status !== 'CANCELLED') {
    if (!isCancellable(subscription)) requireStatus(subscription, ['ACTIVE', 'SUSPENDED'], 'cancelled');
    setStatus(subscription, 'CANCELLED', 'Cancelled at PayPal');
  }
  return subscriptionEvent(context, subscription, 'BILLING.SUBSCRIPTION.CANCELLED', 'Subscription cancelled');
}

import { isoNow, newPaymentId, newResourceId } from '../ids';
import { type Money, paypalFee } from '../money';
import type { PayerState } from '../payer';
import type { StandInState } from '../state';
import { cycleAt } from './cycles';
import type { PlanState, SaleState, SubscriptionState, SubscriptionStatus } from './state';

/** What happens to a subscription on PayPal's side: approval, each cycle's charge, failures, cancelling. */

export function planOf(state: StandInState, subscription: SubscriptionState): PlanState {
  const plan = state.plans.get(subscription.planId);
  if (!plan) throw new Error(`PayPal stand-in: subscription ${subscription.id} has no plan.`);
  return plan;
}

export function setStatus(subscription: SubscriptionState, status: SubscriptionStatus, note?: string) {
  const now = isoNow();
  subscription.status = status;
  subscription.statusUpdateTime = now;
  subscription.updateTime = now;
  if (note !== undefined) subscription.statusChangeNote = note;
}

/** The price of the cycle due now, or null for a free (trial) cycle or when none is left. */
export function duePrice(state: StandInState, subscription: SubscriptionState): Money | null {
  return cycleAt(planOf(state, subscription), subscription.cyclesCompleted)?.price ?? null;
}

/**
 * The cycle due now is paid: a completed sale (with what is outstanding when the plan bills it
 * automatically), the failure count reset, and the subscription EXPIRED after its last cycle.
 * A free cycle completes without a sale (null).
 */
export function chargeCycle(state: StandInState, subscription: SubscriptionState): SaleState | null {
  const plan = planOf(state, subscription);
  const price = duePrice(state, subscription);
  const now = isoNow();
  let sale: SaleState | null = null;
  if (price) {
    const outstanding = plan.autoBillOutstanding ? subscription.outstanding.minor : 0;
    const amount = { currency: price.currency, minor: price.minor + outstanding };
    sale = {
      id: newResourceId(),
      subscriptionId: subscription.id,
      clientId: subscription.clientId,
      parentPayment: newPaymentId(),
      amount,
      fee: paypalFee(amount),
      createTime: now,
      updateTime: now,
      state: 'completed',
      refundIds: [],
    };
    state.sales.set(sale.id, sale);
    subscription.saleIds.push(sale.id);
    subscription.outstanding = {
      currency: price.currency,
      minor: subscription.outstanding.minor - outstanding,
    };
  }
  subscription.cyclesCompleted += 1;
  subscription.failedPaymentsCount = 0;
  subscription.updateTime = now;
  if (cycleAt(plan, subscription.cyclesCompleted) === undefined) setStatus(subscription, 'EXPIRED');
  return sale;
}

/** The buyer approved: ACTIVE, the buyer as subscriber, and the first cycle paid at once. */
export function activate(
  state: StandInState,
  subscription: SubscriptionState,
  payer: PayerState,
): SaleState | null {
  subscription.payer = payer;
  setStatus(subscription, 'ACTIVE');
  return chargeCycle(state, subscription);
}

/**
 * The cycle due now could not be charged: its price becomes outstanding and the failure counts;
 * at the plan's `payment_failure_threshold` PayPal suspends the subscription.
 */
export function failCycle(state: StandInState, subscription: SubscriptionState): Money {
  const plan = planOf(state, subscription);
  const price = duePrice(state, subscription) ?? { ...subscription.outstanding, minor: 0 };
  const now = isoNow();
  subscription.outstanding = {
    currency: price.currency,
    minor: subscription.outstanding.minor + price.minor,
  };
  subscription.failedPaymentsCount += 1;
  subscription.lastFailedPayment = { amount: price, time: now };
  subscription.updateTime = now;
  const threshold = plan.paymentFailureThreshold;
  if (threshold > 0 && subscription.failedPaymentsCount >= threshold) setStatus(subscription, 'SUSPENDED');
  return price;
}

/** Only a subscription still billing can be cancelled, by the merchant (API) or the buyer (at PayPal). */
export const isCancellable = (subscription: SubscriptionState) =>
  subscription.status === 'ACTIVE' || subscription.status === 'SUSPENDED';

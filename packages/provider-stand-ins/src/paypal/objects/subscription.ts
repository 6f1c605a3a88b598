import { toJson } from '../money';
import type { StandInState } from '../state';
import { planOf } from '../subscriptions/billing';
import { cycleExecutions, nextBillingDate } from '../subscriptions/cycles';
import type { SaleState, SubscriptionState } from '../subscriptions/state';
import type { PayPalLink } from '../types';
import { isoNow } from '../ids';
import { type Urls, link, subscriptionApprovalHref, subscriptionHref } from './links';

/** What the merchant or the buyer may do next, as PayPal's links for each status say. */
function subscriptionLinks(subscription: SubscriptionState, urls: Urls): PayPalLink[] {
  const href = subscriptionHref(urls, subscription.id);
  const self = link(href, 'self');
  const edit = link(href, 'edit', 'PATCH');
  const action = (rel: string) => link(`${href}/${rel}`, rel, 'POST');
  switch (subscription.status) {
    case 'APPROVAL_PENDING':
      return [link(subscriptionApprovalHref(urls, subscription.baToken), 'approve'), edit, self];
    case 'ACTIVE':
      return [action('cancel'), action('capture'), edit, self, action('suspend')];
    case 'SUSPENDED':
      return [action('cancel'), action('activate'), action('capture'), edit, self];
    case 'CANCELLED':
    case 'EXPIRED':
      return [self];
  }
}

/** The product's email until the buyer approves; then the buyer's account (the product's email kept). */
function subscriber(subscription: SubscriptionState) {
  const { payer } = subscription;
  const email = subscription.subscriberEmail ?? payer?.email;
  return {
    ...(email === undefined ? {} : { email_address: email }),
    ...(payer
      ? { payer_id: payer.payerId, name: { given_name: payer.givenName, surname: payer.surname } }
      : {}),
  };
}

function lastPayment(sale: SaleState | undefined) {
  return sale ? { last_payment: { amount: toJson(sale.amount), time: sale.createTime } } : {};
}

/** `billing_info`, which PayPal shows from approval on. */
function billingInfo(state: StandInState, subscription: SubscriptionState) {
  const plan = planOf(state, subscription);
  const latest = state.sales.get(subscription.saleIds.at(-1) ?? '');
  const next = nextBillingDate(plan, subscription);
  const billing = subscription.status === 'ACTIVE' || subscription.status === 'SUSPENDED';
  const failed = subscription.lastFailedPayment;
  return {
    outstanding_balance: toJson(subscription.outstanding),
    cycle_executions: cycleExecutions(plan, subscription),
    ...lastPayment(latest),
    ...(billing && next ? { next_billing_time: isoNow(next) } : {}),
    failed_payments_count: subscription.failedPaymentsCount,
    ...(failed
      ? {
          last_failed_payment: {
            amount: toJson(failed.amount),
            time: failed.time,
            reason_code: 'PAYMENT_DENIED',
          },
        }
      : {}),
  };
}

/** A subscription in full: create, `GET /v1/billing/subscriptions/:id`, and `BILLING.SUBSCRIPTION.*` resources. */
export function renderSubscription(state: StandInState, subscription: SubscriptionState, urls: Urls) {
  const approved = subscription.status !== 'APPROVAL_PENDING';
  return {
    id: subscription.id,
    plan_id: subscription.planId,
    status: subscription.status,
    ...(subscription.statusChangeNote === null ? {} : { status_change_note: subscription.statusChangeNote }),
    status_update_time: subscription.statusUpdateTime,
    start_time: subscription.startTime,
    quantity: '1',
    subscriber: subscriber(subscription),
    ...(approved ? { billing_info: billingInfo(state, subscription) } : {}),
    ...(subscription.customId === null ? {} : { custom_id: subscription.customId }),
    plan_overridden: false,
    create_time: subscription.createTime,
    update_time: subscription.updateTime,
    links: subscriptionLinks(subscription, urls),
  };
}

const TRANSACTION_STATUS = {
  completed: 'COMPLETED',
  partially_refunded: 'PARTIALLY_REFUNDED',
  refunded: 'REFUNDED',
} as const;

/** One entry of `GET …/transactions`: a cycle's sale, with the buyer who paid it. */
export function renderTransaction(subscription: SubscriptionState, sale: SaleState) {
  const { payer } = subscription;
  const net = { currency: sale.amount.currency, minor: sale.amount.minor - sale.fee.minor };
  return {
    id: sale.id,
    status: TRANSACTION_STATUS[sale.state],
    amount_with_breakdown: {
      gross_amount: toJson(sale.amount),
      fee_amount: toJson(sale.fee),
      net_amount: toJson(net),
    },
    ...(payer
      ? { payer_name: { given_name: payer.givenName, surname: payer.surname }, payer_email: payer.email }
      : {}),
    time: sale.createTime,
  };
}

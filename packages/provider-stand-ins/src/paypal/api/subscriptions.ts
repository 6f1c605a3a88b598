import { invalidRequest, resourceNotFound, unprocessable } from '../api-error';
import { isoNow, newBillingAgreementToken, newCheckoutToken, newSubscriptionId } from '../ids';
import { link, subscriptionHref } from '../objects/links';
import { renderSubscription, renderTransaction } from '../objects/subscription';
import { isCancellable, setStatus } from '../subscriptions/billing';
import type { SubscriptionState } from '../subscriptions/state';
import { FieldReader } from './fields';
import { PLANS_API } from './plan-params';
import type { ApiContext, ApiHandler, Reply } from './request';
import { readSubscriptionParams } from './subscription-params';

const fields = new FieldReader(PLANS_API);

/** The app's subscription, or PayPal's 404: another app's subscription does not exist for this one. */
export function subscriptionOfApp(context: ApiContext, clientId: string, id: string): SubscriptionState {
  const subscription = context.state.subscriptions.get(id);
  if (!subscription || subscription.clientId !== clientId) throw resourceNotFound('id', id, PLANS_API);
  return subscription;
}

/** `POST /v1/billing/subscriptions`: 201, APPROVAL_PENDING with an `approve` link; replays answer 200. */
export const createSubscription: ApiHandler = (context, request) => {
  const { plan, startTime, ...params } = readSubscriptionParams(context, request.clientId, request.body);
  const now = isoNow();
  const firstPrice = plan.cycles.find((cycle) => cycle.price)?.price;
  const subscription: SubscriptionState = {
    id: newSubscriptionId(),
    clientId: request.clientId,
    planId: plan.id,
    ...params,
    baToken: newBillingAgreementToken(),
    ecToken: newCheckoutToken(),
    startTime: startTime ?? now,
    createTime: now,
    updateTime: now,
    status: 'APPROVAL_PENDING',
    statusUpdateTime: now,
    statusChangeNote: null,
    payer: null,
    cyclesCompleted: 0,
    outstanding: { currency: firstPrice?.currency ?? 'USD', minor: 0 },
    failedPaymentsCount: 0,
    lastFailedPayment: null,
    saleIds: [],
  };
  context.state.subscriptions.set(subscription.id, subscription);
  const reply = (): Reply => ({
    status: 200,
    body: renderSubscription(context.state, subscription, context.urls),
    again: reply,
  });
  return { ...reply(), status: 201 };
};

export const getSubscription: ApiHandler = (context, request, id) => ({
  status: 200,
  body: renderSubscription(context.state, subscriptionOfApp(context, request.clientId, id), context.urls),
});

function queryTime(query: Readonly<Record<string, string>>, name: string): number {
  const value = query[name];
  const issue = value === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX';
  if (value === undefined || Number.isNaN(Date.parse(value)))
    throw invalidRequest(
      { field: name, ...(value === undefined ? {} : { value }), location: 'query', issue },
      PLANS_API,
    );
  return Date.parse(value);
}

/** `GET …/transactions?start_time=&end_time=`: the subscription's sales in that range, oldest first. */
export const listTransactions: ApiHandler = (context, request, id) => {
  const subscription = subscriptionOfApp(context, request.clientId, id);
  const start = queryTime(request.query, 'start_time');
  const end = queryTime(request.query, 'end_time');
  const transactions = subscription.saleIds
    .flatMap((saleId) => context.state.sales.get(saleId) ?? [])
    .filter((sale) => Date.parse(sale.createTime) >= start && Date.parse(sale.createTime) <= end)
    .map((sale) => renderTransaction(subscription, sale));
  const self = new URL(`${subscriptionHref(context.urls, id)}/transactions`);
  self.searchParams.set('start_time', String(request.query.start_time));
  self.searchParams.set('end_time', String(request.query.end_time));
  return { status: 200, body: { transactions, links: [link(self.toString(), 'SELF')] } };
};

/** `POST …/cancel` with `{reason}`: 204 and CANCELLED; a subscription no longer billing is refused. */
export const cancelSubscription: ApiHandler = (context, request, id) => {
  const subscription = subscriptionOfApp(context, request.clientId, id);
  const body = fields.body(request.body);
  const reason = fields.string(body.reason, '/reason', 128);
  if (!reason) throw fields.missing('/reason');
  if (!isCancellable(subscription))
    throw unprocessable(
      {
        issue: 'SUBSCRIPTION_STATUS_INVALID',
        description:
          'Invalid subscription status for cancel action; subscription status should be active or suspended.',
      },
      PLANS_API,
    );
  setStatus(subscription, 'CANCELLED', reason);
  return { status: 204, body: {} };
};

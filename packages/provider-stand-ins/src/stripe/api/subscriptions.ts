import { noSuchObject, refused } from '../api-error';
import { unixNow } from '../ids';
import { renderSubscription } from '../objects/subscription';
import type { StandInState } from '../state';
import type { SubscriptionState } from '../subscription-state';
import { cancelNow } from '../subscriptions';
import { metadataUpdate, optionalBoolean } from './params';
import type { ApiHandler } from './request';

/** Another key's subscription is as unknown to this key as one never made. */
export function ownSubscription(state: StandInState, apiKey: string, id: string): SubscriptionState {
  const sub = state.subscriptions.get(id);
  if (!sub || sub.apiKey !== apiKey) throw noSuchObject('subscription', id);
  return sub;
}

/** `GET /v1/subscriptions/:id` */
export const retrieveSubscription: ApiHandler = ({ state }, { apiKey }, id) =>
  renderSubscription(ownSubscription(state, apiKey, id));

/**
 * `POST /v1/subscriptions/:id` with `cancel_at_period_end` and/or `metadata`; other params are
 * accepted and ignored (`requests` shows them). Stripe would send `customer.subscription.updated`;
 * a test takes it from the stand-in's subscriptionEvent().
 */
export const updateSubscription: ApiHandler = ({ state }, { apiKey, params }, id) => {
  const sub = ownSubscription(state, apiKey, id);
  const cancelAtPeriodEnd = optionalBoolean(params.cancel_at_period_end, 'cancel_at_period_end');
  const metadata = metadataUpdate(sub.metadata, params.metadata, 'metadata');
  if (sub.status === 'canceled' && cancelAtPeriodEnd !== undefined)
    throw refused('A canceled subscription can only update its cancellation_details and metadata.');
  if (cancelAtPeriodEnd !== undefined) {
    sub.cancelAtPeriodEnd = cancelAtPeriodEnd;
    // Stripe stamps the request that scheduled the end, and forgets it when the end is called off.
    sub.canceledAt = cancelAtPeriodEnd ? unixNow() : null;
    sub.cancellationReason = cancelAtPeriodEnd ? 'cancellation_requested' : null;
  }
  sub.metadata = metadata;
  return renderSubscription(sub);
};

/**
 * `DELETE /v1/subscriptions/:id`: canceled at once. Stripe treats a canceled subscription as
 * deleted here, so a second cancel is its 404 `No such subscription` (GET still finds it).
 */
export const cancelSubscription: ApiHandler = ({ state }, { apiKey }, id) => {
  const sub = ownSubscription(state, apiKey, id);
  if (sub.status === 'canceled') throw noSuchObject('subscription', id);
  cancelNow(sub, 'cancellation_requested');
  return renderSubscription(sub);
};

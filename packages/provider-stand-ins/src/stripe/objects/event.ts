import Stripe from 'stripe';
import { newId, unixNow } from '../ids';
import type { StripeEvent } from '../types';
import { toPlain } from './plain';

/** The API request behind an event; null members for what the buyer or the bank did. */
export interface EventCause {
  requestId: string | null;
  idempotencyKey: string | null;
}

const BUYER_OR_BANK: EventCause = { requestId: null, idempotencyKey: null };

/**
 * An event as Stripe posts it (fixture `event`): `data.object` is a snapshot taken now, so a later
 * change to the session or charge does not show in an event already sent. Objects are rendered in
 * the SDK's API version, as an endpoint created with this SDK receives them.
 */
export function buildEvent(type: string, object: object, cause: EventCause = BUYER_OR_BANK): StripeEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    data: { object: toPlain(object) },
    livemode: false,
    // One endpoint (the product's) has yet to receive it.
    pending_webhooks: 1,
    request: { id: cause.requestId, idempotency_key: cause.idempotencyKey },
    type,
  };
}

import { noSuchObject, refused } from '../api-error';
import { newSessionId, unixNow } from '../ids';
import { renderSession } from '../objects/session';
import type { SessionState } from '../state';
import type { ApiHandler } from './request';
import { parseNewSession } from './session-params';

/** `POST /v1/checkout/sessions` */
export const createSession: ApiHandler = ({ state, publicUrl }, { params, apiKey }) => {
  const created = unixNow();
  const input = parseNewSession(params, created);
  const id = newSessionId();
  const session: SessionState = {
    id,
    mode: input.mode,
    created,
    expiresAt: input.expiresAt,
    currency: input.currency,
    amountTotal: input.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
    lineItems: input.lineItems,
    url: `${publicUrl}/c/pay/${id}`,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    clientReferenceId: input.clientReferenceId,
    customerEmail: input.customerEmail,
    metadata: input.metadata,
    apiKey,
    paymentIntentMetadata: input.paymentIntentMetadata,
    status: 'open',
    paymentStatus: 'unpaid',
    paymentIntentId: null,
    subscriptionMetadata: input.subscriptionMetadata,
    customerId: null,
    subscriptionId: null,
    invoiceId: null,
  };
  state.sessions.set(id, session);
  return renderSession(session);
};

/**
 * `POST /v1/checkout/sessions/:id/expire`, for a product that cancels an attempt. Stripe would
 * also send `checkout.session.expired`; a test that needs it takes it from the stand-in's expire().
 */
export const expireSession: ApiHandler = ({ state }, _request, id) => {
  const session = state.sessions.get(id);
  if (!session) throw noSuchObject('checkout.session', id);
  if (session.status !== 'open')
    throw refused(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  session.status = 'expired';
  return renderSession(session);
};

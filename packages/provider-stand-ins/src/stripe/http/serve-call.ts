import Stripe from 'stripe';
import { StripeApiError, invalidParam } from '../api-error';
import { expand } from '../api/expand';
import type { ApiContext } from '../api/request';
import { findRoute } from '../api/router';
import { type FaultQueue, faultBody } from '../faults';
import { FormParamsError } from '../form-params';
import type { IdempotencyLedger } from '../idempotency';
import { newId } from '../ids';
import { toPlain } from '../objects/plain';
import { authenticate } from './auth';
import type { IncomingCall } from './incoming-call';
import { type ResponseHeaders, serializeBody } from './respond';

export interface StandInParts {
  readonly context: ApiContext;
  readonly ledger: IdempotencyLedger;
  readonly faults: FaultQueue;
  readonly validKeys: readonly string[] | undefined;
}

export interface Answer {
  status: number;
  body: string;
  headers: ResponseHeaders;
}

function unrecognized(call: IncomingCall): StripeApiError {
  const message = `Unrecognized request URL (${call.method}: ${call.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`;
  return new StripeApiError(404, { type: 'invalid_request_error', message }, false);
}

/** A bug in the stand-in shows as Stripe's 500, so the product's test fails loudly rather than hangs. */
function asApiError(error: unknown): StripeApiError {
  if (error instanceof StripeApiError) return error;
  if (error instanceof FormParamsError) return invalidParam(error.param, error.message);
  const message = `Stripe stand-in failed: ${error instanceof Error ? error.message : String(error)}`;
  return new StripeApiError(500, { type: 'api_error', message }, false);
}

/**
 * One API call in Stripe's order: an armed fault first, then the key, the params, the route, an
 * idempotent replay, and finally the endpoint; `expand` applies to any answer.
 */
export function serveCall(parts: StandInParts, call: IncomingCall): Answer {
  const requestId = newId('req', 14);
  const headers: ResponseHeaders = {
    'Request-Id': requestId,
    'Stripe-Version': call.stripeVersion ?? Stripe.API_VERSION,
    ...(call.idempotencyKey ? { 'Idempotency-Key': call.idempotencyKey } : {}),
  };
  const fault = parts.faults.take();
  // Not kept for the idempotency key: like a request that never reached the endpoint, a retry is served.
  if (fault) return { status: fault.status, body: serializeBody(faultBody(fault)), headers };

  const endpoint = `${call.method} ${call.path}`;
  const idempotencyKey = call.idempotencyKey;
  let apiKey: string | undefined;
  const keep = (answer: Answer) => {
    if (apiKey && idempotencyKey)
      parts.ledger.remember(apiKey, idempotencyKey, endpoint, call.params, { ...answer, requestId });
    return answer;
  };
  try {
    apiKey = authenticate(call.apiKey, parts.validKeys);
    if (call.unreadable !== undefined) throw call.unreadable;
    const route = findRoute(call.method, call.path);
    if (!route) throw unrecognized(call);
    const replay = idempotencyKey && parts.ledger.replay(apiKey, idempotencyKey, endpoint, call.params);
    if (replay)
      return {
        status: replay.status,
        body: replay.body,
        headers: { ...headers, 'Request-Id': replay.requestId, 'Idempotent-Replayed': 'true' },
      };
    const request = { params: call.params, apiKey, idempotencyKey, requestId };
    const answer = route.handler(parts.context, request, route.id);
    const expanded = expand(parts.context.state, toPlain(answer), call.params.expand);
    return keep({ status: 200, body: serializeBody(expanded), headers });
  } catch (caught) {
    const error = asApiError(caught);
    const answer = { status: error.status, body: serializeBody({ error: error.body }), headers };
    return error.stored ? keep(answer) : answer;
  }
}

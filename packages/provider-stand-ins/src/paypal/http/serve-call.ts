import { PayPalApiError, invalidRequest } from '../api-error';
import { issueToken } from '../api/oauth';
import type { ApiContext } from '../api/request';
import { findRoute } from '../api/router';
import { type FaultQueue, faultBody } from '../faults';
import type { IdempotencyLedger } from '../idempotency';
import { newDebugId } from '../ids';
import { certPath } from '../signing/key';
import type { PayPalClient } from '../types';
import { authenticate } from './auth';
import type { IncomingCall } from './incoming-call';
import { PayPalV1Error } from '../api/v1-error';

type ResponseHeaders = Record<string, string>;

export interface StandInParts {
  readonly context: ApiContext;
  readonly ledger: IdempotencyLedger;
  readonly faults: FaultQueue;
  readonly clients: ReadonlyArray<PayPalClient> | undefined;
}

export interface Answer {
  status: number;
  body: string;
  headers: ResponseHeaders;
  contentType: string;
}

/** 204 No Content (a subscription cancelled) carries no body at all. */
const json = (status: number, body: object, debugId: string): Answer => ({
  status,
  body: status === 204 ? '' : JSON.stringify(body),
  headers: { 'Paypal-Debug-Id': debugId },
  contentType: 'application/json',
});

function unrecognized(call: IncomingCall): PayPalApiError {
  return new PayPalApiError(404, 'RESOURCE_NOT_FOUND', [
    {
      issue: 'RESOURCE_NOT_FOUND',
      description: `The PayPal stand-in serves no ${call.method} ${call.path}.`,
    },
  ]);
}

/** A bug in the stand-in shows as PayPal's 500, so the product's test fails loudly rather than hangs. */
function asApiError(error: unknown): PayPalApiError {
  if (error instanceof PayPalApiError) return error;
  const message = `PayPal stand-in failed: ${error instanceof Error ? error.message : String(error)}`;
  return new PayPalApiError(500, 'INTERNAL_SERVER_ERROR', [], 'orders/v2', message);
}

/** `GET /v1/notifications/certs/:id`: public, as a receiver downloads it without a token. */
function certificate(parts: StandInParts, call: IncomingCall): Answer | undefined {
  if (call.method !== 'GET' || !call.path.startsWith('/v1/notifications/certs/')) return undefined;
  const { signing } = parts.context;
  if (call.path !== certPath(signing)) {
    const error = new PayPalApiError(404, 'RESOURCE_NOT_FOUND', [], 'webhooks/v1');
    return json(404, error.body, error.body.debug_id);
  }
  return { status: 200, body: signing.certificate, headers: {}, contentType: 'application/x-pem-file' };
}

function authenticated(parts: StandInParts, call: IncomingCall): Answer {
  const endpoint = `${call.method} ${call.path}`;
  const clientId = authenticate(parts.context.state, call.authorization);
  if (call.malformed)
    throw invalidRequest({
      issue: 'MALFORMED_REQUEST_JSON',
      description: 'The request JSON is not well formed.',
    });
  const route = findRoute(call.method, call.path);
  if (!route) throw unrecognized(call);
  const requestId = call.paypalRequestId;
  const replay = requestId ? parts.ledger.replay(clientId, endpoint, requestId) : undefined;
  const request = {
    clientId,
    query: call.query,
    body: call.body,
    paypalRequestId: requestId,
    representation: /return=representation/i.test(call.prefer ?? ''),
  };
  const reply = replay ?? route.handler(parts.context, request, route.id);
  if (requestId && !replay && reply.again) parts.ledger.remember(clientId, endpoint, requestId, reply.again);
  return json(reply.status, reply.body, newDebugId());
}

/**
 * One API call in PayPal's order: the token call and the certificate apart, then an armed fault,
 * the token, the body, the route, a PayPal-Request-Id replay, and finally the endpoint.
 */
export function serveCall(parts: StandInParts, call: IncomingCall): Answer {
  if (call.method === 'POST' && call.path === '/v1/oauth2/token') {
    const answer = issueToken(parts.context.state, parts.clients, call.authorization, call.body);
    return json(answer.status, answer.body, newDebugId());
  }
  const cert = certificate(parts, call);
  if (cert) return cert;
  const fault = parts.faults.take();
  if (fault) {
    const body = faultBody(fault);
    return json(fault.status, body, body.debug_id);
  }
  try {
    return authenticated(parts, call);
  } catch (caught) {
    // The v1 Payments API (sales) has its own, older error shape.
    if (caught instanceof PayPalV1Error) return json(caught.status, caught.body, caught.body.debug_id);
    const error = asApiError(caught);
    return json(error.status, error.body, error.body.debug_id);
  }
}

import { retrieveAccount } from './account';
import { createSession, expireSession } from './checkout-sessions';
import { retrieveInvoice } from './invoices';
import { createRefund } from './refunds';
import type { ApiHandler } from './request';
import { retrieve } from './retrieve';
import { cancelSubscription, retrieveSubscription, updateSubscription } from './subscriptions';

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** The one capture group, when there is one, is the object id. */
  pattern: RegExp;
  handler: ApiHandler;
}

const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/v1\/account$/, handler: retrieveAccount },
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handler: createSession },
  { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, handler: retrieve('checkout.session') },
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handler: expireSession },
  { method: 'POST', pattern: /^\/v1\/refunds$/, handler: createRefund },
  { method: 'GET', pattern: /^\/v1\/refunds\/([^/]+)$/, handler: retrieve('refund') },
  { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, handler: retrieve('payment_intent') },
  { method: 'GET', pattern: /^\/v1\/charges\/([^/]+)$/, handler: retrieve('charge') },
  { method: 'GET', pattern: /^\/v1\/disputes\/([^/]+)$/, handler: retrieve('dispute') },
  { method: 'GET', pattern: /^\/v1\/events\/([^/]+)$/, handler: retrieve('event') },
  { method: 'GET', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: retrieveSubscription },
  { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: updateSubscription },
  { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handler: cancelSubscription },
  { method: 'GET', pattern: /^\/v1\/invoices\/([^/]+)$/, handler: retrieveInvoice },
];

export interface RouteMatch {
  handler: ApiHandler;
  id: string;
}

/** A malformed escape stays as sent, so the answer is Stripe's 404 for that id rather than a crash. */
function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function findRoute(method: string, path: string): RouteMatch | undefined {
  for (const route of ROUTES) {
    const match = route.method === method ? route.pattern.exec(path) : null;
    if (match) return { handler: route.handler, id: decodeId(match[1] ?? '') };
  }
  return undefined;
}

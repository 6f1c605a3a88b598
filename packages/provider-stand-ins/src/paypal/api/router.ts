import { getDispute } from './disputes';
import { getWebhookEvent, verifyWebhookSignature } from './notifications';
import { captureOrder, createOrder, getOrder } from './orders';
import { getCapture, getRefund, refundCapture } from './payments';
import { createPlan, getPlan } from './plans';
import type { ApiHandler } from './request';
import { getSale, getSaleRefund, refundSale } from './sales';
import { cancelSubscription, createSubscription, getSubscription, listTransactions } from './subscriptions';
import { createProduct, getProduct } from './catalog';

interface Route {
  method: 'GET' | 'POST';
  /** The one capture group, when there is one, is the object id. */
  pattern: RegExp;
  handler: ApiHandler;
}

const ROUTES: readonly Route[] = [
  { method: 'POST', pattern: /^\/v2\/checkout\/orders$/, handler: createOrder },
  { method: 'GET', pattern: /^\/v2\/checkout\/orders\/([^/]+)$/, handler: getOrder },
  { method: 'POST', pattern: /^\/v2\/checkout\/orders\/([^/]+)\/capture$/, handler: captureOrder },
  { method: 'GET', pattern: /^\/v2\/payments\/captures\/([^/]+)$/, handler: getCapture },
  { method: 'POST', pattern: /^\/v2\/payments\/captures\/([^/]+)\/refund$/, handler: refundCapture },
  { method: 'GET', pattern: /^\/v2\/payments\/refunds\/([^/]+)$/, handler: getRefund },
  {
    method: 'POST',
    pattern: /^\/v1\/notifications\/verify-webhook-signature$/,
    handler: verifyWebhookSignature,
  },
  { method: 'GET', pattern: /^\/v1\/notifications\/webhooks-events\/([^/]+)$/, handler: getWebhookEvent },
  { method: 'GET', pattern: /^\/v1\/customer\/disputes\/([^/]+)$/, handler: getDispute },
  { method: 'POST', pattern: /^\/v1\/catalogs\/products$/, handler: createProduct },
  { method: 'GET', pattern: /^\/v1\/catalogs\/products\/([^/]+)$/, handler: getProduct },
  { method: 'POST', pattern: /^\/v1\/billing\/plans$/, handler: createPlan },
  { method: 'GET', pattern: /^\/v1\/billing\/plans\/([^/]+)$/, handler: getPlan },
  { method: 'POST', pattern: /^\/v1\/billing\/subscriptions$/, handler: createSubscription },
  { method: 'GET', pattern: /^\/v1\/billing\/subscriptions\/([^/]+)$/, handler: getSubscription },
  {
    method: 'GET',
    pattern: /^\/v1\/billing\/subscriptions\/([^/]+)\/transactions$/,
    handler: listTransactions,
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/,
    handler: cancelSubscription,
  },
  { method: 'GET', pattern: /^\/v1\/payments\/sale\/([^/]+)$/, handler: getSale },
  { method: 'POST', pattern: /^\/v1\/payments\/sale\/([^/]+)\/refund$/, handler: refundSale },
  { method: 'GET', pattern: /^\/v1\/payments\/refund\/([^/]+)$/, handler: getSaleRefund },
];

export interface RouteMatch {
  handler: ApiHandler;
  id: string;
}

/** A malformed escape stays as sent, so the answer is PayPal's 404 for that id rather than a crash. */
export function decodeId(raw: string): string {
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

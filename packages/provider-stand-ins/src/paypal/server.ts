import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { ApiContext } from './api/request';
import { approve } from './buyer';
import { captureCompleted, captureDenied } from './capture-events';
import { approvalPageRoute } from './checkout-page/route';
import { serveApprovalPage } from './checkout-page/serve';
import { subscriptionPageRoute } from './checkout-page/subscription-route';
import { serveSubscriptionPage } from './checkout-page/subscription-serve';
import { dispute } from './disputes';
import { FaultQueue } from './faults';
import { handleRequest } from './http/handle-request';
import { IdempotencyLedger } from './idempotency';
import { refundEvent, refundInDashboard } from './refund-events';
import { saleCompleted, saleRefundedInDashboard } from './sale-events';
import { signingKey } from './signing/key';
import { signEvent } from './signing/sign';
import { StandInState } from './state';
import {
  approveSubscription,
  cancelSubscriptionAtPayPal,
  failSubscriptionPayment,
  renewSubscription,
  subscriptionIn,
} from './subscription-events';
import type { PayPalEvent, PayPalRequestRecord, PayPalStandIn, PayPalStandInOptions } from './types';
import { WebhookDispatcher } from './webhooks/dispatcher';

/** Loopback only: a stand-in holding test payments has no business on another interface. */
const HOST = '127.0.0.1';

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('PayPal stand-in: no TCP address.');
  return address.port;
}

/** The SDK keeps connections alive; closing only stops new ones, so open ones are ended too. */
function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/**
 * Starts a local server answering the PayPal REST calls an Orders v2 checkout integration makes
 * (OAuth, orders, captures, refunds, webhook signature verification) and a subscriptions
 * integration makes (catalog products, plans, subscriptions, v1 sales and their refunds), in
 * PayPal's wire format; the approval pages a browser clicks through; and PayPal's side as methods that return the webhook
 * event, with signed delivery to registered webhooks.
 */
export async function startPayPalStandIn(options: PayPalStandInOptions = {}): Promise<PayPalStandIn> {
  const state = new StandInState();
  const faults = new FaultQueue();
  const records: PayPalRequestRecord[] = [];
  const signing = signingKey();
  // Links need the port, known only once listening; requests wait for that anyway.
  const urls = { api: '', page: '' };
  const context: ApiContext = { state, urls, signing };
  const sign = (event: PayPalEvent, webhookId: string) => signEvent(signing, urls.api, event, webhookId);
  const webhooks = new WebhookDispatcher(state, options.clients, sign);
  const parts = { context, ledger: new IdempotencyLedger(), faults, clients: options.clients };
  const pageParts = { context, webhooks };
  const serve = (request: IncomingMessage, response: ServerResponse) => {
    const page = approvalPageRoute(request.url);
    if (page) return serveApprovalPage(pageParts, page, request, response);
    const subscriptionPage = subscriptionPageRoute(request.url);
    if (subscriptionPage) return serveSubscriptionPage(pageParts, subscriptionPage, request, response);
    return handleRequest(parts, records, request, response);
  };
  const server = createServer((request, response) => {
    const served = serve(request, response);
    // Only reading the body can fail here (the client went away): nobody is left to answer.
    served.catch(() => response.destroy());
  });
  const port = await listen(server, options.port ?? 0);
  const url = `http://${HOST}:${port}`;
  urls.api = url;
  urls.page = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    host: HOST,
    port,
    get requests() {
      return records;
    },
    get deliveries() {
      return webhooks.deliveries;
    },
    approve: (orderId) => approve(context, orderId),
    captureCompleted: (orderId) => captureCompleted(context, orderId),
    captureDenied: (orderId) => captureDenied(context, orderId),
    refundInDashboard: (orderId, amount) => refundInDashboard(context, orderId, amount),
    refundEvent: (refundId) => refundEvent(context, refundId),
    dispute: (orderId, action, reason) => dispute(context, orderId, action, reason),
    approveSubscription: (subscriptionId) => approveSubscription(context, subscriptionId),
    saleCompleted: (saleId) => saleCompleted(context, saleId),
    renewSubscription: (subscriptionId) => renewSubscription(context, subscriptionId),
    failSubscriptionPayment: (subscriptionId) => failSubscriptionPayment(context, subscriptionId),
    cancelSubscriptionAtPayPal: (subscriptionId) => cancelSubscriptionAtPayPal(context, subscriptionId),
    saleRefundedInDashboard: (saleId, amount) => saleRefundedInDashboard(context, saleId, amount),
    subscriptionSales: (subscriptionId) => [...subscriptionIn(context, subscriptionId).saleIds],
    addWebhookEndpoint: (endpoint) => webhooks.add(endpoint),
    deliver: (event, clientId) => webhooks.deliver(event, clientId),
    sign,
    failNext: (count, fault) => faults.arm(count, fault),
    close: () => close(server),
  };
}

import { type Server, createServer } from 'node:http';
import { pay, expire, settleAsync } from './buyer';
import { chargeRefunded } from './charge-refunded';
import { refundCreated, refundInDashboard } from './refund-events';
import { checkoutPageSessionId } from './checkout-page/route';
import { serveCheckoutPage } from './checkout-page/serve';
import { dispute } from './disputes';
import { FaultQueue } from './faults';
import { handleRequest } from './http/handle-request';
import { IdempotencyLedger } from './idempotency';
import { signEvent } from './sign';
import { StandInState } from './state';
import { endSubscription, failRenewal, renewSubscription, subscriptionEvent } from './subscriptions';
import type { StripeRequestRecord, StripeStandIn, StripeStandInOptions } from './types';
import { WebhookDispatcher } from './webhooks/dispatcher';

/** Loopback only: a stand-in holding test payments has no business on another interface. */
const HOST = '127.0.0.1';

async function listen(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Stripe stand-in: no TCP address.');
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
 * Starts a local server answering the Stripe API calls a Checkout integration makes, in Stripe's
 * wire format, and the hosted Checkout page a browser pays on; plus the buyer's and the bank's
 * side as methods that return the webhook event, and delivery of events to registered endpoints.
 */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const state = new StandInState();
  const faults = new FaultQueue();
  const records: StripeRequestRecord[] = [];
  // The session URL needs the port, known only once listening; requests wait for that anyway.
  const context = { state, publicUrl: '' };
  const parts = { context, ledger: new IdempotencyLedger(), faults, validKeys: options.validKeys };
  const webhooks = new WebhookDispatcher(options.validKeys);
  const server = createServer((request, response) => {
    const pageSessionId = checkoutPageSessionId(request.url);
    const served =
      pageSessionId === undefined
        ? handleRequest(parts, records, request, response)
        : serveCheckoutPage({ state, webhooks }, pageSessionId, request, response);
    // Only reading the body can fail here (the client went away): nobody is left to answer.
    served.catch(() => response.destroy());
  });
  const port = await listen(server, options.port ?? 0);
  const url = `http://${HOST}:${port}`;
  context.publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

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
    addWebhookEndpoint: (endpoint) => webhooks.add(endpoint),
    deliver: (event, apiKey) => webhooks.deliver(event, apiKey),
    pay: (sessionId, payOptions) => pay(state, sessionId, payOptions),
    settleAsync: (sessionId, outcome) => settleAsync(state, sessionId, outcome),
    expire: (sessionId) => expire(state, sessionId),
    dispute: (sessionId, action, reason) => dispute(state, sessionId, action, reason),
    chargeRefunded: (sessionId) => chargeRefunded(state, sessionId),
    refundInDashboard: (sessionId, amount) => refundInDashboard(state, sessionId, amount),
    refundCreated: (refundId) => refundCreated(state, refundId),
    renewSubscription: (subscriptionId) => renewSubscription(state, subscriptionId),
    failRenewal: (subscriptionId) => failRenewal(state, subscriptionId),
    endSubscription: (subscriptionId) => endSubscription(state, subscriptionId),
    subscriptionEvent: (subscriptionId, type) => subscriptionEvent(state, subscriptionId, type),
    sign: signEvent,
    failNext: (count, error) => faults.arm(count, error),
    close: () => close(server),
  };
}

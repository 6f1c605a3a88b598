import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../stripe/http/read-body';
import { saleCompleted } from '../sale-events';
import { approveSubscription } from '../subscription-events';
import { planOf } from '../subscriptions/billing';
import type { SubscriptionState } from '../subscriptions/state';
import { renderDonePage, renderErrorPage } from './render';
import { type ApprovalPageParts, redirect, returnTo, sendPage } from './serve';
import { renderSubscriptionNotFound, renderSubscriptionPage } from './subscription-render';
import type { SubscriptionPageRoute } from './subscription-route';

/**
 * The buyer subscribes: ACTIVE with the first cycle paid, as `approveSubscription()`; then
 * `BILLING.SUBSCRIPTION.ACTIVATED` and the sale's `PAYMENT.SALE.COMPLETED` go to the app's webhooks
 * in that order (awaited, so the product knows before its return page loads), and the browser is
 * sent to return_url with `subscription_id`, `ba_token` and `token`, as PayPal sends it.
 */
async function submit(parts: ApprovalPageParts, subscription: SubscriptionState, response: ServerResponse) {
  const { context, webhooks } = parts;
  if (subscription.status !== 'APPROVAL_PENDING')
    return sendPage(response, 409, renderSubscriptionPage(subscription, planOf(context.state, subscription)));
  await webhooks.deliver(approveSubscription(context, subscription.id), subscription.clientId);
  const saleId = subscription.saleIds.at(-1);
  if (saleId) await webhooks.deliver(saleCompleted(context, saleId), subscription.clientId);
  if (!subscription.returnUrl)
    return sendPage(response, 200, renderDonePage('Subscribed. You can close this window.'));
  redirect(
    response,
    returnTo(subscription.returnUrl, {
      subscription_id: subscription.id,
      ba_token: subscription.baToken,
      token: subscription.ecToken,
    }),
  );
}

/** The buyer gives up: back to cancel_url with `subscription_id` and `ba_token`; nothing changes. */
function cancel(subscription: SubscriptionState, response: ServerResponse): void {
  const params = {
    subscription_id: subscription.id,
    ba_token: subscription.baToken,
    token: subscription.ecToken,
  };
  if (subscription.cancelUrl) redirect(response, returnTo(subscription.cancelUrl, params));
  else sendPage(response, 200, renderDonePage('Subscription cancelled. You can close this window.'));
}

async function answer(
  parts: ApprovalPageParts,
  route: SubscriptionPageRoute,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // Drained before answering, so a keep-alive browser connection stays usable.
  await readBody(request);
  const method = request.method ?? 'GET';
  const allowed = route.action === 'page' ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  if (!allowed.includes(method))
    return sendPage(response, 405, renderErrorPage(`${method} is not allowed here.`), {
      Allow: allowed.join(', '),
    });
  const subscription = [...parts.context.state.subscriptions.values()].find(
    (candidate) => candidate.baToken === route.baToken,
  );
  if (!subscription) return sendPage(response, 404, renderSubscriptionNotFound(route.baToken));
  if (route.action === 'cancel') return cancel(subscription, response);
  if (method === 'POST') return submit(parts, subscription, response);
  sendPage(response, 200, renderSubscriptionPage(subscription, planOf(parts.context.state, subscription)));
}

/** `/webapps/billing/subscriptions?ba_token=` and `…/cancel?ba_token=`: HTML outside the API (not in `requests`, no faults). */
export async function serveSubscriptionPage(
  parts: ApprovalPageParts,
  route: SubscriptionPageRoute,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    await answer(parts, route, request, response);
  } catch (error) {
    // A bug shows as a 500 page rather than a dropped connection a browser test would only time out on.
    if (response.headersSent) throw error;
    sendPage(response, 500, renderErrorPage(error instanceof Error ? error.message : String(error)));
  }
}

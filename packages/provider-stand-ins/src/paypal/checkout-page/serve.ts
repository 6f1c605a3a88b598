import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiContext } from '../api/request';
import { approve, isApprovable } from '../buyer';
import { readBody } from '../../stripe/http/read-body';
import type { OrderState } from '../state';
import type { WebhookDispatcher } from '../webhooks/dispatcher';
import { renderApprovalPage, renderDonePage, renderErrorPage, renderNotFoundPage } from './render';
import type { PageRoute } from './route';

export interface ApprovalPageParts {
  readonly context: ApiContext;
  readonly webhooks: WebhookDispatcher;
}

/** The page runs no script and loads nothing; the policy makes a slip in escaping harmless too. */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

export function sendPage(
  response: ServerResponse,
  status: number,
  page: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { ...PAGE_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(page) });
  response.end(page);
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { Location: location, 'Content-Length': 0 });
  response.end();
}

/** The product's URL with PayPal's query parameters added: `token` (the order id) and, on approval, `PayerID`. */
export function returnTo(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The buyer approves: the order is APPROVED as with `approve()`, `CHECKOUT.ORDER.APPROVED` goes to
 * the app's webhooks (awaited, so the product knows before its return page loads), and the browser
 * is sent to return_url with `token` and `PayerID`.
 */
async function submit(parts: ApprovalPageParts, order: OrderState, response: ServerResponse): Promise<void> {
  if (!isApprovable(order)) return sendPage(response, 409, renderApprovalPage(order));
  const event = approve(parts.context, order.id);
  await parts.webhooks.deliver(event, order.clientId);
  const payerId = order.payer?.payerId ?? '';
  if (!order.returnUrl)
    return sendPage(response, 200, renderDonePage('Payment approved. You can close this window.'));
  redirect(response, returnTo(order.returnUrl, { token: order.id, PayerID: payerId }));
}

/** The buyer gives up: back to cancel_url with `token`; the order stays as it was. */
function cancel(order: OrderState, response: ServerResponse): void {
  if (order.cancelUrl) redirect(response, returnTo(order.cancelUrl, { token: order.id }));
  else sendPage(response, 200, renderDonePage('Payment cancelled. You can close this window.'));
}

async function answer(
  parts: ApprovalPageParts,
  route: PageRoute,
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
  const order = parts.context.state.orders.get(route.orderId);
  if (!order) return sendPage(response, 404, renderNotFoundPage(route.orderId));
  if (route.action === 'cancel') return cancel(order, response);
  if (method === 'POST') return submit(parts, order, response);
  // An order already approved or paid shows its state with 200, as PayPal's page does.
  sendPage(response, 200, renderApprovalPage(order));
}

/** `/checkoutnow?token=` and `/checkoutnow/cancel?token=`: HTML for a browser, outside the API (not in `requests`, no faults). */
export async function serveApprovalPage(
  parts: ApprovalPageParts,
  route: PageRoute,
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

import type { IncomingMessage, ServerResponse } from 'node:http';
import { pay } from '../buyer';
import { readBody } from '../http/read-body';
import type { StandInState } from '../state';
import type { WebhookDispatcher } from '../webhooks/dispatcher';
import { renderCheckoutPage, renderErrorPage, renderNotFoundPage } from './render';

export interface CheckoutPageParts {
  readonly state: StandInState;
  readonly webhooks: WebhookDispatcher;
}

/** The page runs no script and loads nothing; the policy makes a slip in escaping harmless too. */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

function sendPage(
  response: ServerResponse,
  status: number,
  page: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { ...PAGE_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(page) });
  response.end(page);
}

/** Stripe fills the template `{CHECKOUT_SESSION_ID}` in success_url so the return page can look the session up. */
export function successRedirect(successUrl: string, sessionId: string): string {
  return successUrl.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

/**
 * The buyer pays: the session completes as with `pay()`, the `checkout.session.completed` event
 * goes to the creating key's endpoints (awaited, so the product knows before its return page
 * loads, as it usually does with Stripe), and the browser is sent to success_url.
 */
async function submit(parts: CheckoutPageParts, sessionId: string, response: ServerResponse): Promise<void> {
  const session = parts.state.sessions.get(sessionId);
  if (!session) return sendPage(response, 404, renderNotFoundPage(sessionId));
  if (session.status !== 'open') return sendPage(response, 409, renderCheckoutPage(session));
  const event = pay(parts.state, sessionId);
  await parts.webhooks.deliver(event, session.apiKey);
  response.writeHead(303, { Location: successRedirect(session.successUrl, sessionId), 'Content-Length': 0 });
  response.end();
}

async function answer(
  parts: CheckoutPageParts,
  sessionId: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  // Drained before answering, so a keep-alive browser connection stays usable.
  await readBody(request);
  if (request.method === 'POST') return submit(parts, sessionId, response);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return sendPage(response, 405, renderErrorPage(`${request.method} is not allowed here.`), {
      Allow: 'GET, HEAD, POST',
    });
  const session = parts.state.sessions.get(sessionId);
  if (!session) return sendPage(response, 404, renderNotFoundPage(sessionId));
  // A finished session shows its state with 200, as Stripe's page does.
  sendPage(response, 200, renderCheckoutPage(session));
}

/** `GET` / `POST /c/pay/:sessionId`: HTML for a browser, outside the API (not in `requests`, no faults). */
export async function serveCheckoutPage(
  parts: CheckoutPageParts,
  sessionId: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    await answer(parts, sessionId, request, response);
  } catch (error) {
    // A bug shows as a 500 page rather than a dropped connection a browser test would only time out on.
    if (response.headersSent) throw error;
    sendPage(response, 500, renderErrorPage(error instanceof Error ? error.message : String(error)));
  }
}

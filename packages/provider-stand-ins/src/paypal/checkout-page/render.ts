import { type SafeHtml, html } from '../../stripe/checkout-page/html';
import { toJson } from '../money';
import type { OrderState } from '../state';

export const PAGE_TITLE = 'PayPal Checkout — PayPal stand-in';

/** Inline only: the page loads nothing from elsewhere, so it works offline and leaks nothing. */
const STYLE = html`<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #001c64; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
.total { font-size: 1.25rem; } .state { font-weight: 600; }
button { width: 100%; padding: 0.75rem; font-size: 1rem; color: #fff; background: #0070e0; border: 0; border-radius: 24px; }
</style>`;

export function document(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${STYLE}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.markup;
}

const STATE_TEXT: Readonly<Record<string, string>> = {
  APPROVED: 'You approved this payment. The merchant completes it.',
  COMPLETED: 'This order is paid.',
};

/** What the buyer may still do: pay or go back, or only read why they cannot. */
function actions(order: OrderState): SafeHtml {
  const text = STATE_TEXT[order.status];
  if (text !== undefined) return html`<p class="state" id="state">${text}</p>`;
  // Relative, so the page works whatever host name it was reached through.
  const token = encodeURIComponent(order.id);
  return html`<form method="post" action="/checkoutnow?token=${token}">
<button type="submit" id="pay">Pay with PayPal</button>
</form>
<p><a id="cancel" href="/checkoutnow/cancel?token=${token}">Cancel and return</a></p>`;
}

/** PayPal's approval page, reduced to what a test buyer needs to see and press. */
export function renderApprovalPage(order: OrderState): string {
  const { value, currency_code } = toJson(order.unit.amount);
  const merchant = order.brandName ? html`<p>Pay <span id="merchant">${order.brandName}</span></p>` : html``;
  const description = order.unit.description
    ? html`<p id="description">${order.unit.description}</p>`
    : html``;
  return document(
    PAGE_TITLE,
    html`<h1>${PAGE_TITLE}</h1>
<p>A local stand-in for PayPal: no login is asked for and nothing is charged.</p>
${merchant}
${description}
<p class="total">Total <strong id="amount">${value}</strong> <span id="currency">${currency_code}</span></p>
${actions(order)}`,
  );
}

/** After approving or cancelling an order that names no URL to return to. */
export function renderDonePage(message: string): string {
  return document(
    PAGE_TITLE,
    html`<h1>${PAGE_TITLE}</h1>
<p class="state" id="state">${message}</p>`,
  );
}

export function renderNotFoundPage(orderId: string): string {
  return document(
    'Not found — PayPal stand-in',
    html`<h1>Not found</h1>
<p>The PayPal stand-in has no order <code>${orderId}</code>.</p>`,
  );
}

export function renderErrorPage(message: string): string {
  return document(
    'Error — PayPal stand-in',
    html`<h1>The PayPal stand-in failed</h1>
<p>${message}</p>`,
  );
}

import { formatMoney } from '../money';
import type { LineItemState, SessionState } from '../state';
import { type SafeHtml, html } from './html';

export const PAGE_TITLE = 'Pay — Stripe stand-in';

/** Inline only: the page loads nothing from elsewhere, so it works offline and leaks nothing. */
const STYLE = html`<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
table { width: 100%; border-collapse: collapse; }
td { padding: 0.25rem 0; } td.amount { text-align: right; }
.total { font-size: 1.25rem; } .state { font-weight: 600; }
button { width: 100%; padding: 0.75rem; font-size: 1rem; color: #fff; background: #635bff; border: 0; border-radius: 6px; }
</style>`;

function document(title: string, body: SafeHtml): string {
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

function itemRow(item: LineItemState, currency: string): SafeHtml {
  const amount = formatMoney(item.unitAmount * item.quantity, currency);
  return html`<tr><td class="name">${item.name}</td><td class="quantity">× ${item.quantity}</td><td class="amount">${amount}</td></tr>
`;
}

/** What the buyer may still do: pay (or go back), or only read why they cannot. */
function actions(session: SessionState): SafeHtml {
  if (session.status === 'complete')
    return html`<p class="state" id="state">This Checkout Session is complete.</p>`;
  if (session.status === 'expired')
    return html`<p class="state" id="state">This Checkout Session has expired.</p>`;
  // A relative action, so the form works whatever host name the page was reached through.
  const action = `/c/pay/${encodeURIComponent(session.id)}`;
  const cancel = session.cancelUrl
    ? html`<p><a id="cancel" href="${session.cancelUrl}">Cancel</a></p>`
    : html``;
  return html`<form method="post" action="${action}">
<button type="submit" id="pay">Pay</button>
</form>
${cancel}`;
}

/** Stripe's hosted Checkout page, reduced to what a test buyer needs to see and press. */
export function renderCheckoutPage(session: SessionState): string {
  const currency = session.currency.toUpperCase();
  const email = session.customerEmail
    ? html`<p>Email <span id="email">${session.customerEmail}</span></p>`
    : html``;
  return document(
    PAGE_TITLE,
    html`<h1>${PAGE_TITLE}</h1>
<p>A local stand-in for Stripe Checkout: no card is asked for and nothing is charged.</p>
<table>
${session.lineItems.map((item) => itemRow(item, session.currency))}</table>
<p class="total">Total <strong id="amount">${formatMoney(session.amountTotal, session.currency)}</strong> <span id="currency">${currency}</span></p>
${email}
${actions(session)}`,
  );
}

export function renderNotFoundPage(sessionId: string): string {
  return document(
    'Not found — Stripe stand-in',
    html`<h1>Not found</h1>
<p>The Stripe stand-in has no Checkout Session <code>${sessionId}</code>.</p>`,
  );
}

export function renderErrorPage(message: string): string {
  return document(
    'Error — Stripe stand-in',
    html`<h1>The Stripe stand-in failed</h1>
<p>${message}</p>`,
  );
}

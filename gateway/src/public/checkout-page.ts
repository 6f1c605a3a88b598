import type { CheckoutView } from '@shopforge/contracts';
import { coinLabel } from './coin-label';
import { cryptoPanel } from './crypto-panel';
import { html, page, type SafeHtml } from './html';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export interface CheckoutPreselection {
  cryptoGateway: string | null;
  autoStart: boolean;
  /** The QR code of the native crypto attempt in progress (rendered by the route: async). */
  cryptoQr?: SafeHtml | null;
}

function payForm(view: CheckoutView, pre: CheckoutPreselection): SafeHtml {
  const action = `/checkout/${encodeURIComponent(view.uniqid)}/pay`;
  const coins = (gateway: CheckoutView['gateways'][number], selected: string | null) =>
    gateway.coins.map(
      (coin) =>
        html`<option value="${coin}" ${coin === selected ? html`selected` : ''}>${coinLabel(coin)}</option>`,
    );
  const forms = view.gateways.map((gateway) =>
    gateway.kind === 'crypto'
      ? html`<form method="post" action="${action}" class="pay">
  <input type="hidden" name="gateway" value="${gateway.id}">
  <label>Coin <select name="crypto_gateway" id="pay-${gateway.id}-coin">${coins(gateway, pre.cryptoGateway)}</select></label>
  <button type="submit" id="pay-${gateway.id}">${pre.autoStart && pre.cryptoGateway ? `Pay with ${coinLabel(pre.cryptoGateway)}` : `Pay with ${gateway.label}`}</button>
</form>`
      : html`<form method="post" action="${action}" class="pay">
  <input type="hidden" name="gateway" value="${gateway.id}">
  <button type="submit" id="pay-${gateway.id}">Pay with ${gateway.label}</button>
</form>`,
  );
  // A crypto link opens the checkout on its coin: that gateway's form comes first.
  if (pre.autoStart && pre.cryptoGateway) forms.reverse();
  return html`${forms}`;
}

/** Each line's goods: the checkout page of a paid order and a receipt's access link show them alike. */
export function deliveriesList(lines: CheckoutView['deliveries']): SafeHtml {
  if (lines.length === 0) return html``;
  const items = lines.map(
    (line) => html`<li><strong>${line.title}</strong> — <span class="delivery-status">${line.status}</span>
${line.keys.length > 0 ? html`<ul class="keys">${line.keys.map((key) => html`<li><code class="key">${key}</code></li>`)}</ul>` : ''}
${line.text ? html`<p class="delivered-text">${line.text}</p>` : ''}</li>`,
  );
  return html`<h2>Your purchase</h2><ul id="deliveries">${items}</ul>`;
}

/** The hosted checkout: what is bought, the total, how to pay, and the goods once paid. */
export function renderCheckout(
  view: CheckoutView,
  pre: CheckoutPreselection,
  error: string | null = null,
): string {
  const rows = view.lines.map(
    (
      line,
    ) => html`<tr><td>${line.quantity} × ${line.title}${line.variant_title ? ` (${line.variant_title})` : ''}</td>
<td class="num">${money(line.total, view.currency)}</td></tr>`,
  );
  const body = html`<h1>${view.title}</h1>
<p class="muted">Invoice <code>${view.uniqid}</code> · <span id="status">${view.status}</span></p>
${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}
${view.message ? html`<p class="notice" id="message">${view.message}</p>` : ''}
<table>${rows}
${view.discount > 0 ? html`<tr><td>Discount</td><td class="num">−${money(view.discount, view.currency)}</td></tr>` : ''}
<tr class="total"><td>Total</td><td class="num" id="total">${money(view.total, view.currency)}</td></tr></table>
${view.crypto ? cryptoPanel(view.crypto, pre.cryptoQr ?? null, view.expires_at) : ''}
${view.payable && view.crypto ? html`<h2>Or pay another way</h2>` : ''}
${view.payable ? payForm(view, pre) : ''}
${view.expires_at && view.payable && !view.crypto ? html`<p class="muted">Pay before ${new Date(view.expires_at).toUTCString()}.</p>` : ''}
${deliveriesList(view.deliveries)}
<p class="muted"><a href="/checkout/${encodeURIComponent(view.uniqid)}/support" id="support-link">Help with this order, reviews and escrow</a></p>
${view.return_url && !view.payable ? html`<p><a href="${view.return_url}" rel="noreferrer">Back to the shop</a></p>` : ''}`;
  // While a crypto payment is under way the page refreshes itself: progress without a script.
  return page(`Checkout — ${view.title}`, body, view.crypto ? { refreshSeconds: 15 } : {});
}

export function renderMessage(title: string, message: string): string {
  return page(title, html`<h1>${title}</h1><p class="notice">${message}</p>`);
}

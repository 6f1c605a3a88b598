import type { PaymentLinkView } from '@shopforge/contracts';
import { html, page } from './html';

/** A payment link: what is for sale, the price, and the buyer's email before the checkout. */
export function renderPaymentLink(view: PaymentLinkView, error?: string): string {
  const action = `/pay/${encodeURIComponent(view.uniqid)}`;
  return page(
    view.title,
    html`<h1>${view.title}</h1>
${view.quantity > 1 ? html`<p class="muted">Quantity: ${view.quantity}</p>` : ''}
<table><tr class="total"><td>Total</td><td class="num" id="total">${view.price} ${view.currency}</td></tr></table>
${
  view.active
    ? html`${error ? html`<div class="notice error" role="alert">${error}</div>` : ''}
<form method="post" action="${action}">
  <label for="email" style="display:block;margin:12px 0 4px;font-weight:600">Your email (the receipt and your goods go there)</label>
  <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" style="width:100%;box-sizing:border-box;font-size:1rem;padding:8px;border:1px solid #ccd;border-radius:6px">
  <p><button type="submit" id="continue">Continue to payment</button></p>
</form>`
    : html`<div class="notice error" role="alert" id="closed">This payment link is turned off.</div>`
}`,
  );
}

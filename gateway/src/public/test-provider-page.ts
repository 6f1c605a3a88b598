import type { TestSessionView } from '@shopforge/contracts';
import { html, page } from './html';

/**
 * The simulated provider's own payment page. A real provider hosts this; the buttons choose
 * what the simulated payment does.
 */
export function renderTestSession(view: TestSessionView): string {
  const action = `/test-provider/sessions/${encodeURIComponent(view.session_id)}`;
  const amount = `${view.amount.toFixed(2)} ${view.currency}`;
  const choose = (outcome: string, label: string, secondary = false) =>
    html`<button type="submit" name="outcome" value="${outcome}" id="outcome-${outcome}" ${secondary ? html`class="secondary"` : ''}>${label}</button>`;
  const crypto = view.crypto_gateway !== null;
  const received =
    view.received > 0
      ? html`<p class="notice" id="received">Received ${view.received.toFixed(2)} of ${amount} so far.</p>`
      : '';
  const body =
    view.status === 'OPEN'
      ? html`${received}<form method="post" action="${action}">
${choose('succeed', view.received > 0 ? 'Pay the rest' : `Pay ${amount}`)}${choose('fail', crypto ? 'Payment fails' : 'Decline card', true)}${choose('cancel', 'Cancel', true)}${choose('succeed_later', 'Pay, confirm later', true)}${crypto ? choose('underpay', 'Send only part', true) : ''}
</form>`
      : view.status === 'AWAITING_CONFIRMATION'
        ? html`<p class="notice">Waiting for confirmation.</p>
<form method="post" action="${action}/confirm"><button type="submit" id="confirm">Confirm now (provider back office)</button></form>`
        : html`<p class="notice" id="session-status">This payment is ${view.status}.</p>`;
  return page(
    'Test payment provider',
    html`<h1>Test payment provider</h1>
<p class="muted">Simulated payments: no money moves.</p>
<p>${view.description}</p><p><strong id="amount">${amount}</strong>${view.crypto_gateway ? ` in ${view.crypto_gateway}` : ''}</p>
${body}
<p><a href="${view.return_url}" id="return">Return to the shop</a></p>`,
  );
}

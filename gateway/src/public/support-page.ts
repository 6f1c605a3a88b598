import type { BuyerSupportView } from '@shopforge/contracts';
import { html, page, type SafeHtml } from './html';

const when = (unix: number) => new Date(unix * 1000).toUTCString();
const field =
  'display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:8px;border:1px solid #ccd;border-radius:6px;margin:4px 0 10px';

function emailField(id: string): SafeHtml {
  return html`<label for="${id}">The email you ordered with</label>
<input id="${id}" name="email" type="email" autocomplete="email" required maxlength="254" style="${field}">`;
}

function tickets(view: BuyerSupportView, base: string): SafeHtml {
  const items = view.tickets.map(
    (ticket) => html`<section class="ticket" id="ticket-${ticket.id}">
<h3>${ticket.title} <span class="muted ticket-status">${ticket.status}</span></h3>
<ul class="messages">${ticket.messages.map(
      (message) => html`<li class="message ${message.author === 'MERCHANT' ? 'from-merchant' : 'from-buyer'}">
<strong>${message.author === 'MERCHANT' ? 'Shop' : 'You'}</strong> <span class="muted">${when(message.created_at)}</span><br>${message.message}</li>`,
    )}</ul>
${
  ticket.status === 'CLOSED'
    ? html`<p class="muted">This ticket is closed.</p>`
    : html`<form method="post" action="${base}/tickets/${encodeURIComponent(ticket.id)}/reply">
${emailField(`reply-email-${ticket.id}`)}
<label for="reply-${ticket.id}">Your reply</label>
<textarea id="reply-${ticket.id}" name="message" required maxlength="5000" rows="3" style="${field}"></textarea>
<button type="submit">Send reply</button></form>`
}</section>`,
  );
  return html`<h2>Your tickets</h2>${items.length > 0 ? items : html`<p class="muted">No tickets yet.</p>`}
<h3>Open a ticket</h3>
<form method="post" action="${base}/tickets" id="open-ticket">
${emailField('ticket-email')}
<label for="ticket-title">Subject</label>
<input id="ticket-title" name="title" required maxlength="200" style="${field}">
<label for="ticket-message">What happened?</label>
<textarea id="ticket-message" name="message" required maxlength="5000" rows="4" style="${field}"></textarea>
<button type="submit">Send to the shop</button></form>`;
}

function review(view: BuyerSupportView, base: string): SafeHtml {
  if (view.review) {
    return html`<h2>Your review</h2><p id="review"><strong>${'★'.repeat(view.review.score)}</strong> ${view.review.message}</p>
${view.review.reply ? html`<p class="notice" id="review-reply"><strong>The shop replied:</strong> ${view.review.reply}</p>` : ''}`;
  }
  if (view.review_refusal) return html``;
  return html`<h2>Leave a review</h2>
<form method="post" action="${base}/review" id="leave-review">
${emailField('review-email')}
<label for="score">Rating</label>
<select id="score" name="score" required>${[5, 4, 3, 2, 1].map((score) => html`<option value="${score}">${score} ★</option>`)}</select>
<label for="review-message">Your review</label>
<textarea id="review-message" name="message" required maxlength="2000" rows="3" style="${field}"></textarea>
<button type="submit">Post review</button></form>`;
}

function escrow(view: BuyerSupportView, base: string): SafeHtml {
  if (!view.escrow) return html``;
  const amount = `${view.escrow.amount.toFixed(2)} ${view.escrow.currency}`;
  if (view.escrow.status !== 'HELD') {
    return html`<h2>Escrow</h2><p id="escrow-status">The ${amount} held for this order is ${view.escrow.status}.</p>`;
  }
  return html`<h2>Escrow</h2>
<p id="escrow-status">${amount} is held until you confirm you received your order, or until ${when(view.escrow.release_at)}.</p>
<form method="post" action="${base}/escrow/confirm" id="confirm-escrow">
${emailField('escrow-email')}
<button type="submit">I received my order: release the payment</button></form>`;
}

/** An order's support page: the buyer's tickets, their review, and their escrow. */
export function renderSupport(
  view: BuyerSupportView,
  error: string | null = null,
  notice: string | null = null,
) {
  const base = `/checkout/${encodeURIComponent(view.uniqid)}/support`;
  return page(
    `Help — ${view.title}`,
    html`<h1>Help with your order</h1>
<p class="muted">${view.title} · Invoice <code>${view.uniqid}</code> · ${view.status} ·
<a href="/checkout/${encodeURIComponent(view.uniqid)}">back to the order</a></p>
${error ? html`<p class="notice error" role="alert">${error}</p>` : ''}
${notice ? html`<p class="notice" id="notice">${notice}</p>` : ''}
${escrow(view, base)}${review(view, base)}${tickets(view, base)}`,
  );
}

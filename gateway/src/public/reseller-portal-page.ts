import type { PortalView } from '@shopforge/contracts';
import type { z } from 'zod';
import type { portalInvitationSchema } from '@shopforge/contracts';
import { html, page } from './html';

type Invitation = z.infer<typeof portalInvitationSchema>;

const MODES: Record<string, string> = {
  AFFILIATE: 'earn commission on sales you refer',
  WHOLESALE: 'buy stock at wholesale prices',
  BOTH: 'earn commission and buy stock at wholesale prices',
};

/** The invitation link's page: who invites, on what terms, and one button to accept (or sign in). */
export function renderInvitation(invitation: Invitation, token: string): string {
  const action = `/portal/reseller/invitations/${encodeURIComponent(invitation.invitation_id)}/accept`;
  const accepted = invitation.status === 'ACCEPTED';
  return page(
    `Reseller invitation — ${invitation.shop_name}`,
    html`<h1>${invitation.shop_name} invites you to resell</h1>
<p class="muted">For ${invitation.email}</p>
<ul>
  <li>You will ${MODES[invitation.mode] ?? invitation.mode.toLowerCase()}.</li>
  <li>Your balance is kept in ${invitation.currency}.</li>
  <li>${invitation.product_count === 1 ? '1 product is' : `${invitation.product_count} products are`} open to you.</li>
</ul>
<form method="post" action="${action}">
  <input type="hidden" name="token" value="${token}">
  <button type="submit" id="accept">${accepted ? 'Open your reseller portal' : 'Accept invitation'}</button>
</form>`,
  );
}

/** The signed-in portal: balance, Reseller API keys, and (once) a key just created. */
export function renderPortal(view: PortalView, created?: { apiKey: string }): string {
  const keys = view.keys.map(
    (key) => html`<tr>
  <td><code>${key.prefix}…</code>${key.name ? html` <span class="muted">${key.name}</span>` : ''}</td>
  <td>${key.revoked_at ? 'revoked' : key.last_used_at ? 'in use' : 'never used'}</td>
  <td class="num">${
    key.revoked_at
      ? ''
      : html`<form method="post" action="/portal/reseller/keys/${encodeURIComponent(key.id)}/revoke">
      <input type="hidden" name="csrf" value="${view.csrf}">
      <button type="submit" class="secondary" aria-label="Revoke key ${key.prefix}">Revoke</button></form>`
  }</td>
</tr>`,
  );
  return page(
    `Reseller portal — ${view.shop_name}`,
    html`<h1>Reseller portal</h1>
<p class="muted">${view.reseller.email} · ${view.shop_name} · ${view.reseller.status}</p>
${
  created
    ? html`<div class="notice" role="status"><p><strong>Your new API key</strong> — copy it now; it is shown only once:</p>
<p><code id="new-key">${created.apiKey}</code></p></div>`
    : ''
}
<h2>Balance</h2>
<table><tr><td>Available</td><td class="num">${view.balance.available} ${view.balance.currency}</td></tr>
<tr><td>On hold</td><td class="num">${view.balance.hold_balance} ${view.balance.currency}</td></tr></table>
<h2>Reseller API keys</h2>
${view.keys.length > 0 ? html`<table>${keys}</table>` : html`<p class="muted">No keys yet.</p>`}
<form method="post" action="/portal/reseller/keys">
  <input type="hidden" name="csrf" value="${view.csrf}">
  <label>Name (optional) <input name="name" maxlength="100"></label>
  <button type="submit" id="create-key">Create API key</button>
</form>
<p class="muted">Send it as <code>Authorization: Bearer &lt;key&gt;</code> to <code>/reseller/v1</code>. Only a hash is kept: a lost key cannot be shown again, only replaced. Revoking is permanent.</p>`,
  );
}

import {
  type AuthorizeParams,
  AUTHORIZE_PARAM_NAMES,
  type AuthorizeView,
  describeScope,
} from '@shopforge/contracts';
import { html, page, type SafeHtml } from '../public/html';

type LoginView = Extract<AuthorizeView, { kind: 'login' }>;
type ConsentView = Extract<AuthorizeView, { kind: 'consent' }>;

/** The authorization request travels through each form as hidden fields, checked again on post. */
function hiddenParams(params: AuthorizeParams): SafeHtml[] {
  return AUTHORIZE_PARAM_NAMES.flatMap((name) => {
    const value = params[name];
    return value === undefined ? [] : [html`<input type="hidden" name="${name}" value="${value}">`];
  });
}

const LABEL_STYLE = 'display:block;margin:12px 0 4px;font-weight:600';
const INPUT_STYLE =
  'width:100%;box-sizing:border-box;font-size:1rem;padding:8px;border:1px solid #ccd;border-radius:6px';

/** Member sign-in, in front of the consent screen. */
export function renderLogin(
  view: LoginView,
  options: {
    csrf: string;
    error?: string | undefined;
    email?: string | undefined;
    askShop?: boolean;
    /** The member has two-factor sign-in on: ask for the app's code or a recovery code. */
    askCode?: boolean;
  },
): string {
  return page(
    `Sign in — ${view.app.name}`,
    html`<h1>Sign in to continue</h1>
<p class="muted"><strong>${view.app.name}</strong> (by ${view.app.publisher}) wants to connect to your shop.</p>
${options.error ? html`<div class="notice error" role="alert" id="login-error">${options.error}</div>` : ''}
<form method="post" action="/dev/v1/oauth/login">
  ${hiddenParams(view.params)}
  <input type="hidden" name="csrf" value="${options.csrf}">
  <label for="email" style="${LABEL_STYLE}">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${options.email ?? ''}" style="${INPUT_STYLE}">
  <label for="password" style="${LABEL_STYLE}">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256" style="${INPUT_STYLE}">
  ${
    options.askShop
      ? html`<label for="shop" style="${LABEL_STYLE}">Shop address</label>
  <input id="shop" name="shop" maxlength="120" placeholder="my-shop" style="${INPUT_STYLE}">`
      : ''
  }
  ${
    options.askCode
      ? html`<label for="code" style="${LABEL_STYLE}">Authentication code (or a recovery code)</label>
  <input id="code" name="code" autocomplete="one-time-code" required maxlength="64" style="${INPUT_STYLE}">`
      : ''
  }
  <p><button type="submit" id="sign-in">Sign in</button></p>
</form>`,
  );
}

/** The hosted approval screen: the app, the shop, each scope in plain words, Approve and Deny. */
export function renderConsent(view: ConsentView): string {
  const scopes = view.scopes.map(
    (scope) => html`<li>${describeScope(scope)} <span class="muted">(${scope})</span></li>`,
  );
  const decision = view.refusal
    ? html`<div class="notice error" role="alert" id="refusal"><p>${view.refusal}</p>
<p class="muted">You are signed in as ${view.member.email} (${view.member.role}).</p></div>`
    : html`<form method="post" action="/dev/v1/oauth/authorize">
  ${hiddenParams(view.params)}
  <input type="hidden" name="csrf" value="${view.csrf}">
  <button type="submit" name="decision" value="approve" id="approve">Approve</button>
  <button type="submit" name="decision" value="deny" id="deny" class="secondary">Deny</button>
</form>`;
  return page(
    `Connect ${view.app.name}`,
    html`<h1>Connect ${view.app.name} to ${view.shop.name}?</h1>
<p class="muted">${view.app.name} is published by ${view.app.publisher}.</p>
<h2 style="font-size:1.05rem">It will be able to:</h2>
<ul id="scopes">${scopes}</ul>
<p class="muted">It acts with your permissions: if your role changes, so does what it may do. You can remove it at any time.</p>
${decision}
<form method="post" action="/dev/v1/oauth/logout">
  ${hiddenParams(view.params)}
  <input type="hidden" name="csrf" value="${view.csrf}">
  <p class="muted">Signed in as ${view.member.email}. <button type="submit" class="secondary" id="sign-out">Not you? Sign out</button></p>
</form>`,
  );
}

/** A problem that must not be sent back to the app (unknown client, unregistered redirect URI). */
export function renderAuthorizeError(message: string): string {
  return page(
    'Cannot connect this app',
    html`<h1>Cannot connect this app</h1>
<div class="notice error" role="alert" id="authorize-error">${message}</div>
<p class="muted">Nothing was shared. Tell the app's developer about this error.</p>`,
  );
}

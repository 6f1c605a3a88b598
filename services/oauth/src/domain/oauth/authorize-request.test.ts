import { describe, expect, it } from 'vitest';
import {
  type AuthorizeCheck,
  checkAuthorizeRequest,
  type RegisteredApp,
  redirectWith,
} from './authorize-request';
import { s256 } from './pkce';

const app: RegisteredApp = {
  clientId: 'shoc_app',
  clientType: 'confidential',
  redirectUris: ['https://app.example/callback', 'http://127.0.0.1:8080/cb'],
  scopes: ['products.write', 'orders.read'],
};
const base = {
  response_type: 'code',
  client_id: 'shoc_app',
  redirect_uri: 'https://app.example/callback',
  scope: 'products.read',
  state: 'xyz',
};
const challenge = s256('v'.repeat(64));

function errorOf(check: AuthorizeCheck): string {
  if (check.kind === 'redirect_error') return check.error;
  return check.kind;
}

describe('authorization request', () => {
  it('a missing or unknown client, or a redirect URI not registered exactly, is shown, never redirected', () => {
    expect(checkAuthorizeRequest({ ...base, client_id: undefined }, app).kind).toBe('error_page');
    expect(checkAuthorizeRequest(base, null).kind).toBe('error_page');
    for (const redirect_uri of [
      undefined,
      'https://app.example/callback/',
      'https://app.example/callback?x=1',
      'https://APP.example/callback',
      'http://127.0.0.1:8081/cb',
    ]) {
      expect(checkAuthorizeRequest({ ...base, redirect_uri }, app).kind).toBe('error_page');
    }
    expect(checkAuthorizeRequest(base, app, ['redirect_uri']).kind).toBe('error_page');
  });

  it('other problems go back to the redirect URI with the RFC 6749 error and the state', () => {
    const check = checkAuthorizeRequest({ ...base, response_type: 'token' }, app);
    expect(check).toMatchObject({ kind: 'redirect_error', error: 'unsupported_response_type', state: 'xyz' });
    expect(errorOf(checkAuthorizeRequest({ ...base, response_type: undefined }, app))).toBe(
      'invalid_request',
    );
    expect(errorOf(checkAuthorizeRequest(base, app, ['scope']))).toBe('invalid_request');
  });

  it('scopes must be known and within what the app registered (a write covers its read)', () => {
    expect(errorOf(checkAuthorizeRequest({ ...base, scope: 'products.read nonsense' }, app))).toBe(
      'invalid_scope',
    );
    expect(errorOf(checkAuthorizeRequest({ ...base, scope: 'webhooks.read' }, app))).toBe('invalid_scope');
    expect(errorOf(checkAuthorizeRequest({ ...base, scope: '*' }, app))).toBe('invalid_scope');
    const ok = checkAuthorizeRequest({ ...base, scope: 'products.read orders.read products.read' }, app);
    expect(ok).toMatchObject({ kind: 'ok', request: { scopes: ['products.read', 'orders.read'] } });
  });

  it('without a scope parameter the app gets what it registered', () => {
    const ok = checkAuthorizeRequest({ ...base, scope: undefined }, app);
    expect(ok).toMatchObject({ kind: 'ok', request: { scopes: ['products.write', 'orders.read'] } });
  });

  it('PKCE: only S256 with a well-formed challenge; a public app must use it', () => {
    const withPkce = { ...base, code_challenge: challenge, code_challenge_method: 'S256' };
    expect(checkAuthorizeRequest(withPkce, app)).toMatchObject({
      kind: 'ok',
      request: { codeChallenge: challenge },
    });
    expect(errorOf(checkAuthorizeRequest({ ...withPkce, code_challenge_method: 'plain' }, app))).toBe(
      'invalid_request',
    );
    expect(errorOf(checkAuthorizeRequest({ ...withPkce, code_challenge_method: undefined }, app))).toBe(
      'invalid_request',
    );
    expect(errorOf(checkAuthorizeRequest({ ...withPkce, code_challenge: 'short' }, app))).toBe(
      'invalid_request',
    );
    expect(errorOf(checkAuthorizeRequest({ ...base, code_challenge_method: 'S256' }, app))).toBe(
      'invalid_request',
    );
    const publicApp = { ...app, clientType: 'public' as const };
    expect(errorOf(checkAuthorizeRequest(base, publicApp))).toBe('invalid_request');
    expect(checkAuthorizeRequest(withPkce, publicApp).kind).toBe('ok');
  });

  it('state is required unless PKCE protects the callback', () => {
    expect(errorOf(checkAuthorizeRequest({ ...base, state: undefined }, app))).toBe('invalid_request');
    const pkceOnly = { ...base, state: undefined, code_challenge: challenge, code_challenge_method: 'S256' };
    expect(checkAuthorizeRequest(pkceOnly, app)).toMatchObject({ kind: 'ok', request: { state: null } });
  });

  it('response parameters are added to the redirect URI query, keeping what it had', () => {
    expect(redirectWith('https://a.example/cb?tenant=1', { code: 'c', state: 's&t', iss: null })).toBe(
      'https://a.example/cb?tenant=1&code=c&state=s%26t',
    );
  });
});

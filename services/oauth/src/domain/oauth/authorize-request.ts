import {
  type AuthorizeParams,
  isScope,
  type OauthClientType,
  type Scope,
  scopeSatisfies,
} from '@shopforge/contracts';
import { isValidChallenge } from './pkce';

export interface RegisteredApp {
  clientId: string;
  clientType: OauthClientType;
  redirectUris: readonly string[];
  scopes: readonly string[];
}

/** A request the member may now approve or deny. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: Scope[];
  state: string | null;
  codeChallenge: string | null;
}

export type AuthorizeCheck =
  | { kind: 'error_page'; message: string }
  | { kind: 'redirect_error'; redirectUri: string; state: string | null; error: string; description: string }
  | { kind: 'ok'; request: AuthorizationRequest };

/**
 * RFC 6749 §4.1.2.1: while the client or its redirect URI is in doubt, the error is shown to the
 * person and nothing is redirected (an open redirector otherwise); every later problem goes
 * back to the now-trusted redirect URI with `error`. `duplicated` names parameters the
 * request repeated (§3.1: they must not be).
 */
export function checkAuthorizeRequest(
  params: AuthorizeParams,
  app: RegisteredApp | null,
  duplicated: readonly string[] = [],
): AuthorizeCheck {
  if (duplicated.includes('client_id') || duplicated.includes('redirect_uri')) {
    return {
      kind: 'error_page',
      message: 'The link repeats client_id or redirect_uri, so it cannot be trusted.',
    };
  }
  if (!params.client_id)
    return { kind: 'error_page', message: 'The link does not name an app (client_id is missing).' };
  if (!app) return { kind: 'error_page', message: 'No app is registered with this client_id.' };
  if (!params.redirect_uri) {
    return {
      kind: 'error_page',
      message: 'The link does not say where to return (redirect_uri is missing).',
    };
  }
  // Exact string comparison: no prefix, path or port leeway (RFC 9700 §4.1.3).
  if (!app.redirectUris.includes(params.redirect_uri)) {
    return {
      kind: 'error_page',
      message: 'The redirect_uri is not one this app registered, so you will not be sent there.',
    };
  }
  const state = params.state === undefined || params.state === '' ? null : params.state;
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect_error',
    redirectUri: params.redirect_uri as string,
    state,
    error,
    description,
  });

  if (duplicated.length > 0) return fail('invalid_request', `Repeated parameter: ${duplicated.join(', ')}.`);
  if (!params.response_type) return fail('invalid_request', 'response_type is required.');
  if (params.response_type !== 'code') {
    return fail(
      'unsupported_response_type',
      'Only the authorization code flow (response_type=code) is supported.',
    );
  }

  const challenge = params.code_challenge || null;
  const method = params.code_challenge_method || null;
  if (challenge === null && method !== null) {
    return fail('invalid_request', 'code_challenge_method was sent without code_challenge.');
  }
  if (challenge !== null) {
    if (method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
    if (!isValidChallenge(challenge)) {
      return fail(
        'invalid_request',
        'code_challenge must be the 43-character base64url SHA-256 of the verifier.',
      );
    }
  } else if (app.clientType === 'public') {
    return fail(
      'invalid_request',
      'This app must use PKCE: send code_challenge with code_challenge_method=S256.',
    );
  }
  // Without PKCE, state is the client's only defence against a forged callback (RFC 9700 §2.1).
  if (challenge === null && state === null) {
    return fail('invalid_request', 'state is required when PKCE is not used.');
  }

  const requested = (params.scope ?? '').split(' ').filter((part) => part !== '');
  const names = requested.length > 0 ? requested : [...app.scopes];
  const unknown = names.filter((name) => !isScope(name));
  if (unknown.length > 0) return fail('invalid_scope', `Unknown scope: ${unknown.join(' ')}.`);
  const scopes = [...new Set(names)] as Scope[];
  const beyond = scopes.filter((scope) => !scopeSatisfies(app.scopes, scope));
  if (beyond.length > 0) return fail('invalid_scope', `This app may not request: ${beyond.join(' ')}.`);

  return {
    kind: 'ok',
    request: {
      clientId: app.clientId,
      redirectUri: params.redirect_uri,
      scopes,
      state,
      codeChallenge: challenge,
    },
  };
}

/** `redirect_uri` with the response parameters added to its query (RFC 6749 §4.1.2, RFC 9207 `iss`). */
export function redirectWith(redirectUri: string, values: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) {
    if (value !== null) url.searchParams.append(name, value);
  }
  return url.toString();
}

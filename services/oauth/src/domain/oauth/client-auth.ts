import type { OauthError } from '@shopforge/contracts';

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

export interface ClientClaim {
  clientId: string;
  secret: string | null;
  method: ClientAuthMethod;
}

export interface OauthFailure {
  ok: false;
  status: 400 | 401;
  body: OauthError;
  challenge: boolean;
}

export function oauthFailure(
  error: OauthError['error'],
  description: string,
  options: { status?: 400 | 401; challenge?: boolean } = {},
): OauthFailure {
  return {
    ok: false,
    status: options.status ?? (error === 'invalid_client' ? 401 : 400),
    body: { error, error_description: description },
    challenge: options.challenge ?? false,
  };
}

/**
 * Which client is calling and how it proves it (RFC 6749 §2.3): HTTP Basic, the
 * `client_id`/`client_secret` body parameters (the spec's refresh request), or, for a public
 * app, `client_id` alone. Using two methods at once is refused.
 */
export function claimClient(
  params: Readonly<Record<string, string>>,
  basic: { client_id: string; client_secret: string } | null,
): { ok: true; claim: ClientClaim } | OauthFailure {
  if (basic) {
    if (params.client_secret !== undefined) {
      return oauthFailure(
        'invalid_request',
        'Use one client authentication method, not Basic and client_secret.',
      );
    }
    if (params.client_id !== undefined && params.client_id !== basic.client_id) {
      return oauthFailure('invalid_request', 'client_id differs from the one in the Authorization header.');
    }
    return {
      ok: true,
      claim: { clientId: basic.client_id, secret: basic.client_secret, method: 'client_secret_basic' },
    };
  }
  const clientId = params.client_id;
  if (!clientId) return oauthFailure('invalid_client', 'Client authentication is required.');
  if (params.client_secret !== undefined) {
    return { ok: true, claim: { clientId, secret: params.client_secret, method: 'client_secret_post' } };
  }
  return { ok: true, claim: { clientId, secret: null, method: 'none' } };
}

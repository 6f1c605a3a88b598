import { authenticationFailure } from '../api-error';
import type { StandInState } from '../state';

export interface BasicCredentials {
  clientId: string;
  clientSecret: string;
}

/** `Authorization: Basic base64(client_id:secret)`, as the OAuth token call sends the app's credentials. */
export function basicCredentials(authorization: string | null): BasicCredentials | null {
  const [scheme = '', encoded = ''] = (authorization ?? '').trim().split(/\s+/, 2);
  if (scheme.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}

export function bearerToken(authorization: string | null): string | null {
  const [scheme = '', token = ''] = (authorization ?? '').trim().split(/\s+/, 2);
  return scheme.toLowerCase() === 'bearer' && token ? token : null;
}

/** The app a live token was issued to, or null. */
export function clientOfToken(state: StandInState, authorization: string | null): string | null {
  const token = bearerToken(authorization);
  const issued = token === null ? undefined : state.tokens.get(token);
  return issued && issued.expiresAt > Date.now() ? issued.clientId : null;
}

/** Every call but the token call needs a token the stand-in issued: 401 AUTHENTICATION_FAILURE otherwise. */
export function authenticate(state: StandInState, authorization: string | null): string {
  const clientId = clientOfToken(state, authorization);
  if (clientId === null) throw authenticationFailure();
  return clientId;
}

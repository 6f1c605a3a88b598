import {
  API_KEY_BODY_LENGTH,
  API_KEY_PREFIX,
  DASHBOARD_TOKEN_PATTERN,
  OAUTH_ACCESS_TOKEN_PATTERN,
} from '@shopforge/contracts';

export type TokenKind = 'api_key' | 'oauth_access_token' | 'dashboard_token';

const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9]{${API_KEY_BODY_LENGTH}}$`);

/**
 * Which credential a bearer token claims to be, from its shape alone. Anything else (wrong
 * prefix, wrong length, other characters) is rejected before any database lookup.
 */
export function classifyToken(token: string): TokenKind | null {
  if (API_KEY_PATTERN.test(token)) return 'api_key';
  if (OAUTH_ACCESS_TOKEN_PATTERN.test(token)) return 'oauth_access_token';
  if (DASHBOARD_TOKEN_PATTERN.test(token)) return 'dashboard_token';
  return null;
}

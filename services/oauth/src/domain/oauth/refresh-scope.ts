import { isScope, scopeSatisfies } from '@shopforge/contracts';

export type RefreshScopes = { ok: true; scopes: string[] } | { ok: false; beyond: string[] };

/**
 * RFC 6749 §6: a refresh may narrow the grant's scopes, never widen them; without `scope`
 * (or with an empty one) the new tokens carry the grant's own.
 */
export function refreshScopes(
  granted: readonly string[],
  requested: readonly string[] | null,
): RefreshScopes {
  if (requested === null || requested.length === 0) return { ok: true, scopes: [...granted] };
  const beyond = requested.filter((scope) => !isScope(scope) || !scopeSatisfies(granted, scope));
  return beyond.length > 0 ? { ok: false, beyond } : { ok: true, scopes: [...new Set(requested)] };
}

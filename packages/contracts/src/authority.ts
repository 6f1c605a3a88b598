import { FULL_ACCESS, type Scope, scopeSatisfies } from './scopes';

/** The subcode of the 403 `FORBIDDEN` for a target beyond the calling credential's authority. */
export const BEYOND_AUTHORITY_SUBCODE = 'BEYOND_AUTHORITY';

/**
 * The credential hierarchy (docs/oauth.md "Who may change what"): a credential holding `holder`
 * may create, change or remove a key, app, webhook or member only when everything that target
 * holds — before the change and after it — lies within `holder`. A scope lies within when the
 * holder satisfies it (a write covers its read, `*` covers every scope), except `*` itself,
 * which lies within only `*`: a holder of every group's scopes still cannot hand on "every
 * scope there will ever be".
 */
export function withinAuthority(holder: readonly string[], scope: string): boolean {
  if (holder.includes(FULL_ACCESS)) return true;
  if (scope === FULL_ACCESS) return false;
  // An unknown name (a scope since retired) is within only a holder naming it exactly.
  return scopeSatisfies(holder, scope as Scope);
}

/** The scopes of `target` that lie beyond `holder`, each once, in the order `target` names them. */
export function scopesBeyond(holder: readonly string[], target: readonly string[]): string[] {
  const beyond: string[] = [];
  for (const scope of target) {
    if (!withinAuthority(holder, scope) && !beyond.includes(scope)) beyond.push(scope);
  }
  return beyond;
}

/** True when every scope of `target` lies within `holder`. */
export function holdsAuthority(holder: readonly string[], target: readonly string[]): boolean {
  return target.every((scope) => withinAuthority(holder, scope));
}

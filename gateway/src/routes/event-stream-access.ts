import { hasAllScopes, type Principal } from '@shopforge/contracts';
import type { TokenResolver } from '../auth/token-resolver';
import { canonicalJson } from '../http/canonical-json';

/**
 * Who an open event stream answers to: the credential as it resolves now, not as it was when
 * the stream opened. The gateway's resolver is cheap (its cache is evicted by the oauth
 * service's credential signals, docs/adr/0005-credential-cache.md), so the stream asks it
 * before every batch of events it sends and at least every `recheckMs` while idle.
 */
export interface StreamAccess {
  /** The principal to read and send events as now; null when the stream must end. */
  current(): Promise<Principal | null>;
}

export function streamAccess(
  opened: Principal,
  token: string | null,
  resolveToken: TokenResolver,
  requestId: string,
): StreamAccess {
  return {
    async current() {
      // A credential that cannot be resolved (revoked, expired, or the oauth service out of
      // reach) ends the stream: it cannot be shown to still be allowed.
      const now = token === null ? null : await resolveToken(token, requestId).catch(() => null);
      return mayStillStream(opened, now) ? now : null;
    },
  };
}

/**
 * The same credential of the same shop, the shop active, and `events.read` still held: what
 * the route asked when the stream opened. Everything else the principal carries (other scopes,
 * the plan) is the service's to apply, reading as the current principal.
 */
export function mayStillStream(opened: Principal, now: Principal | null): now is Principal {
  return (
    now !== null &&
    now.shop_id === opened.shop_id &&
    now.credential_id === opened.credential_id &&
    now.shop_status === 'active' &&
    hasAllScopes(now.scopes, ['events.read'])
  );
}

/** Two resolutions that would read the same events the same way. */
export function samePrincipal(a: Principal, b: Principal): boolean {
  return (
    canonicalJson({ ...a, scopes: [...a.scopes].sort() }) ===
    canonicalJson({ ...b, scopes: [...b.scopes].sort() })
  );
}

import type { Principal, ResellerPrincipal } from '@shopforge/contracts';

/**
 * Who is on the other end of an internal call. `internal` is the gateway or a sibling service
 * (shared INTERNAL_SECRET); `operator` is the operator CLI, whose token is never accepted on the
 * public API and which may only call operator procedures.
 */
export type CallerKind = 'internal' | 'operator';

/** A request's Idempotency-Key, scoped to its credential, method and path, with its body's hash. */
export interface RequestKey {
  /** SHA-256 (hex) of the credential, method, path and the caller's key. */
  key: string;
  /** SHA-256 (hex) of the canonical JSON body. */
  fingerprint: string;
}

export interface ServiceContext {
  caller: CallerKind;
  /** The tenant, as authenticated by the gateway; null on calls not made for a merchant. */
  principal: Principal | null;
  /** The reseller, on Reseller API calls (`x-shopforge-reseller`); never set with `principal`. */
  reseller?: ResellerPrincipal | null;
  requestId: string | null;
  /** The caller's Idempotency-Key, on state-changing Developer API calls that carry one. */
  idempotency?: RequestKey | null;
  /** The service serving the call (its metrics label); set by the HTTP handler. */
  service?: string;
}

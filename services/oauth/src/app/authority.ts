import { assertWithinAuthority } from '@shopforge/service-kit';

/**
 * What bounds a caller of the shop's credential management (docs/oauth.md "Who may change
 * what"): the calling credential's scopes, or `OPERATOR_AUTHORITY` for the operator CLI, which
 * stands above every shop's credentials.
 */
export type Authority = readonly string[] | null;
export const OPERATOR_AUTHORITY: Authority = null;

/** The credential hierarchy's check: `target` (what a record holds) must lie within `authority`. */
export function assertHolds(authority: Authority, target: readonly string[], subject: string): void {
  if (authority !== null) assertWithinAuthority(authority, target, subject);
}

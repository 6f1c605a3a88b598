import { MEMBER_LOCKOUT_SECONDS, MEMBER_LOCKOUT_THRESHOLD } from '@shopforge/contracts';

/**
 * The lockout rule of member sign-in (docs/oauth.md "Dashboard sign-in"): the gateway's rate
 * limits slow guessing per address and per email, and this bounds it per member whatever the
 * addresses, durably, in the oauth database. A lock ends by itself; the count starts again.
 */

/** Whole seconds until the member may try again, or 0 when not locked. */
export function lockRemainingSeconds(lockedUntil: Date | null, now: Date): number {
  if (lockedUntil === null) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** After a failed attempt that brought the member's count to `failures`: lock until when, or not. */
export function lockAfterFailure(failures: number, now: Date): Date | null {
  if (failures < MEMBER_LOCKOUT_THRESHOLD) return null;
  return new Date(now.getTime() + MEMBER_LOCKOUT_SECONDS * 1000);
}

/**
 * The sign-in limits of one email (docs/oauth.md "Sign-in limits"), after OWASP's Authentication
 * Cheat Sheet ("Protect Against Automated Attacks", "Account Lockout"): the count belongs to the
 * email, not to an address, so many addresses do not multiply the guesses; the first failures
 * are free (people mistype), then each one doubles the wait before the next attempt, from one
 * second up to fifteen minutes, as Amazon Cognito does. An email nobody has is counted the same
 * way, so the answers tell nothing about who has an account.
 *
 * A browser that signed in to the email before holds a device cookie (OWASP, "Slow Down Online
 * Guessing Attacks with Device Cookies"): it is not held back by strangers' failures, and has a
 * budget of its own instead, so a stolen cookie buys a few guesses and no more.
 */

/** Failures counted before any wait: enough for a person, too few for guessing. */
export const FREE_FAILURES = 5;
/** The wait after the first failure past the free ones; each further failure doubles it. */
export const FIRST_DELAY_SECONDS = 1;
/** The longest wait, so the owner on a new device is never kept out for longer. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A count whose last failure is this old starts again (OWASP's observation window). */
export const FAILURE_WINDOW_SECONDS = 24 * 60 * 60;
/** Failed attempts a device cookie carries before it stops lifting the email's waits. */
export const DEVICE_FAILURE_BUDGET = 5;
/** How long a device cookie is good for; each sign-in from the browser issues a new one. */
export const DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date;
}

export interface DeviceState {
  emailHash: string;
  failures: number;
  expiresAt: Date;
}

/** Seconds to wait after the `failures`-th counted failure before the next attempt. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  const doublings = failures - FREE_FAILURES;
  // 2^10 s already passes the cap; stop before the power grows without bound.
  if (doublings >= 20) return MAX_DELAY_SECONDS;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** doublings);
}

/** The count as it stands at `now`: none, or none any more once the window has passed. */
export function currentFailures(state: ThrottleState | null, now: Date): number {
  if (state === null) return 0;
  const age = now.getTime() - state.lastFailureAt.getTime();
  return age >= FAILURE_WINDOW_SECONDS * 1000 ? 0 : state.failures;
}

/** Whole seconds before the email may be tried again; 0 when it may be tried now. */
export function waitSeconds(state: ThrottleState | null, now: Date): number {
  const failures = currentFailures(state, now);
  if (state === null || failures === 0) return 0;
  const ms = state.lastFailureAt.getTime() + delayAfter(failures) * 1000 - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The state once one more attempt is counted at `now`. */
export function countAttempt(state: ThrottleState | null, now: Date): ThrottleState {
  return { failures: currentFailures(state, now) + 1, lastFailureAt: now };
}

/** Whether the `failures`-th failure is the one from which attempts must wait (the trail notes it). */
export function startsWaits(failures: number): boolean {
  return failures === FREE_FAILURES;
}

/** Whether a presented device cookie lifts the waits of `emailHash` at `now`. */
export function deviceLifts(device: DeviceState | null, emailHash: string, now: Date): boolean {
  return (
    device !== null &&
    device.emailHash === emailHash &&
    device.expiresAt.getTime() > now.getTime() &&
    device.failures < DEVICE_FAILURE_BUDGET
  );
}

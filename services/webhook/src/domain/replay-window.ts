import type { ErrorDetail } from '@shopforge/errors';

/**
 * How far a caller's clock may be from the platform's: a window computed on a client a few
 * seconds off ("30 days ago", "now") is still taken.
 */
export const REPLAY_CLOCK_SKEW_SECONDS = 300;

/**
 * What is wrong with a replay window at `now`, for the fields the contract cannot judge without
 * a clock: a window may neither start before the events the platform still keeps (they are gone,
 * so it would silently replay less than asked) nor reach into the future.
 */
export function replayWindowProblems(
  window: { since: number; until?: number | undefined },
  now: Date,
  retentionMs: number,
): ErrorDetail[] {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const oldest = Math.floor((now.getTime() - retentionMs) / 1000);
  const latest = nowSeconds + REPLAY_CLOCK_SKEW_SECONDS;
  const problems: ErrorDetail[] = [];
  if (window.since < oldest - REPLAY_CLOCK_SKEW_SECONDS) {
    problems.push({
      field: 'since',
      message: `Events are kept ${Math.round(retentionMs / 86_400_000)} days: since must be ${oldest} or later.`,
    });
  } else if (window.since > latest) {
    problems.push({ field: 'since', message: `Must not be in the future (now is ${nowSeconds}).` });
  }
  if (window.until !== undefined && window.until > latest) {
    problems.push({
      field: 'until',
      message: `Must not be in the future (now is ${nowSeconds}); leave it out to mean now.`,
    });
  }
  return problems;
}

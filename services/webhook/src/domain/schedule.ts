import type { DeliveryStatus, RetrySchedule } from '@shopforge/contracts';

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The wait after each failed attempt, by schedule: after attempt n fails, the n-th entry; the
 * attempt after the last entry is the final one. `standard` is the spec's delivery rule
 * (attempt 1 at once, then 2, 4, 8 and 16 minutes apart: 5 attempts); `extended` is an
 * endpoint's opt-in for outages of up to about a day (Svix's schedule: 8 attempts over ~27 h).
 */
export const RETRY_WAITS: Record<RetrySchedule, readonly number[]> = {
  standard: [2 * MINUTE_MS, 4 * MINUTE_MS, 8 * MINUTE_MS, 16 * MINUTE_MS],
  extended: [
    5 * SECOND_MS,
    5 * MINUTE_MS,
    30 * MINUTE_MS,
    2 * HOUR_MS,
    5 * HOUR_MS,
    10 * HOUR_MS,
    10 * HOUR_MS,
  ],
};

/** Attempts a delivery gets under `schedule`: the spec's 5 by default. */
export function maxAttempts(schedule: RetrySchedule = 'standard'): number {
  return RETRY_WAITS[schedule].length + 1;
}

/** The spec's attempt count (the standard schedule). */
export const MAX_ATTEMPTS = maxAttempts('standard');

/**
 * The most a retry is put off beyond its schedule, as a share of its wait: endpoints that failed
 * together (one outage) are retried spread over a window instead of all in the same second.
 * Never earlier than the schedule.
 */
export const RETRY_JITTER_SHARE = 0.1;

/**
 * Wait before the next attempt once `attemptsMade` attempts failed, times `scale` (tests), plus
 * `jitter` (0 to 1, a random draw) times RETRY_JITTER_SHARE of it.
 */
export function retryDelayMs(
  attemptsMade: number,
  scale: number,
  jitter = 0,
  schedule: RetrySchedule = 'standard',
): number {
  const wait = RETRY_WAITS[schedule][attemptsMade - 1] ?? 0;
  return Math.round(wait * scale * (1 + RETRY_JITTER_SHARE * jitter));
}

export interface AttemptVerdict {
  status: Extract<DeliveryStatus, 'PENDING' | 'SUCCESS' | 'FAILED'>;
  /** When the next attempt is due; null once the delivery ended. */
  nextAttemptAt: Date | null;
}

/**
 * Where a delivery goes after attempt number `attemptsMade` answered. Any 2xx ends it; a
 * failure before the schedule's last attempt waits (back to PENDING); the last failure is final.
 */
export function afterAttempt(
  attemptsMade: number,
  succeeded: boolean,
  now: Date,
  scale: number,
  jitter = 0,
  schedule: RetrySchedule = 'standard',
): AttemptVerdict {
  if (succeeded) return { status: 'SUCCESS', nextAttemptAt: null };
  if (attemptsMade >= maxAttempts(schedule)) return { status: 'FAILED', nextAttemptAt: null };
  return {
    status: 'PENDING',
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(attemptsMade, scale, jitter, schedule)),
  };
}

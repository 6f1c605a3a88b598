import type { DeliveryStatus } from '@shopforge/contracts';

/** The spec's delivery rules: attempt 1 at once, then 2, 4, 8 and 16 minutes apart. */
export const MAX_ATTEMPTS = 5;
const MINUTE_MS = 60_000;

/**
 * The most a retry is put off beyond its schedule, as a share of its wait: endpoints that failed
 * together (one outage) are retried spread over a window instead of all in the same second.
 * Never earlier than the spec's schedule.
 */
export const RETRY_JITTER_SHARE = 0.1;

/**
 * Wait before the next attempt once `attemptsMade` attempts failed: 2^attemptsMade minutes, plus
 * `jitter` (0 to 1, a random draw) times RETRY_JITTER_SHARE of it.
 */
export function retryDelayMs(attemptsMade: number, scale: number, jitter = 0): number {
  return Math.round(2 ** attemptsMade * MINUTE_MS * scale * (1 + RETRY_JITTER_SHARE * jitter));
}

export interface AttemptVerdict {
  status: Extract<DeliveryStatus, 'PENDING' | 'SUCCESS' | 'FAILED'>;
  /** When the next attempt is due; null once the delivery ended. */
  nextAttemptAt: Date | null;
}

/**
 * Where a delivery goes after attempt number `attemptsMade` answered. Any 2xx ends it; a
 * failure before the fifth waits (back to PENDING); the fifth failure is final.
 */
export function afterAttempt(
  attemptsMade: number,
  succeeded: boolean,
  now: Date,
  scale: number,
  jitter = 0,
): AttemptVerdict {
  if (succeeded) return { status: 'SUCCESS', nextAttemptAt: null };
  if (attemptsMade >= MAX_ATTEMPTS) return { status: 'FAILED', nextAttemptAt: null };
  return {
    status: 'PENDING',
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(attemptsMade, scale, jitter)),
  };
}

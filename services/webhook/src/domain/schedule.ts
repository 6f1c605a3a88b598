import type { DeliveryStatus } from '@shopforge/contracts';

/** The spec's delivery rules: attempt 1 at once, then 2, 4, 8 and 16 minutes apart. */
export const MAX_ATTEMPTS = 5;
const MINUTE_MS = 60_000;

/** Wait before the next attempt once `attemptsMade` attempts failed: 2^attemptsMade minutes. */
export function retryDelayMs(attemptsMade: number, scale: number): number {
  return Math.round(2 ** attemptsMade * MINUTE_MS * scale);
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
): AttemptVerdict {
  if (succeeded) return { status: 'SUCCESS', nextAttemptAt: null };
  if (attemptsMade >= MAX_ATTEMPTS) return { status: 'FAILED', nextAttemptAt: null };
  return { status: 'PENDING', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attemptsMade, scale)) };
}

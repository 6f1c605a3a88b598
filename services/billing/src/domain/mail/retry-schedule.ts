/**
 * When a mail that failed on something passing (a 4xx reply, a server down, a timeout) is tried
 * again: after 1 minute, 5, 30, then 2, 6 and 12 hours. After the seventh attempt it is failed,
 * about 21 hours after the first, inside the day a mail server queues a message before bouncing
 * it. A permanent refusal (a 5xx reply) fails at once.
 */
const DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000];

export const MAIL_MAX_ATTEMPTS = DELAYS_MS.length + 1;

/** The next attempt after `attempts` failed ones, or null when there is none. */
export function nextMailAttempt(attempts: number, now: Date): Date | null {
  const delay = DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/**
 * `last_used_at` is refreshed at most once a minute per key: exact to the minute is all a
 * merchant needs, and it keeps a write off the hot path of every authenticated request.
 */
export const LAST_USED_GRANULARITY_MS = 60_000;

export function shouldTouchLastUsed(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS;
}

import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, nextMailAttempt } from './retry-schedule';

describe('nextMailAttempt', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then gives up after the seventh attempt', () => {
    const delays = [1, 2, 3, 4, 5, 6].map(
      (n) => ((nextMailAttempt(n, now)?.getTime() ?? 0) - now.getTime()) / 60_000,
    );
    expect(delays).toEqual([1, 5, 30, 120, 360, 720]);
    expect(MAIL_MAX_ATTEMPTS).toBe(7);
    expect(nextMailAttempt(7, now)).toBeNull();
  });
});

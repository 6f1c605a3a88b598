import { describe, expect, it } from 'vitest';
import { afterAttempt, MAX_ATTEMPTS, retryDelayMs } from './schedule';

const now = new Date('2026-01-01T00:00:00Z');
const minutes = (n: number) => n * 60_000;

describe('webhook retry schedule', () => {
  it('waits 2, 4, 8 and 16 minutes after failed attempts 1 to 4', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1))).toEqual([2, 4, 8, 16].map(minutes));
  });

  it('scales the whole schedule by one setting', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0.001))).toEqual([120, 240, 480, 960]);
  });

  it('puts a retry off by up to a tenth of its wait, never earlier than the schedule', () => {
    expect(retryDelayMs(1, 1, 0)).toBe(minutes(2));
    expect(retryDelayMs(1, 1, 0.5)).toBe(minutes(2) * 1.05);
    expect(retryDelayMs(4, 1, 0.999)).toBeLessThan(minutes(16) * 1.1);
    expect(afterAttempt(2, false, now, 1, 1).nextAttemptAt).toEqual(
      new Date(now.getTime() + minutes(4) * 1.1),
    );
  });

  it('keeps an extended endpoint trying for about a day: 8 attempts, 5 s to 10 h apart', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 1, 0, 'extended'));
    expect(waits).toEqual([
      5_000,
      minutes(5),
      minutes(30),
      minutes(120),
      minutes(300),
      minutes(600),
      minutes(600),
    ]);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total / 3_600_000).toBeGreaterThan(24);
    expect(total / 3_600_000).toBeLessThan(30);
    expect(afterAttempt(7, false, now, 1, 0, 'extended').status).toBe('PENDING');
    expect(afterAttempt(8, false, now, 1, 0, 'extended')).toEqual({ status: 'FAILED', nextAttemptAt: null });
    expect(afterAttempt(5, false, now, 1, 0, 'standard').status).toBe('FAILED');
  });

  it('ends in SUCCESS on any successful attempt, even the fifth', () => {
    expect(afterAttempt(1, true, now, 1)).toEqual({ status: 'SUCCESS', nextAttemptAt: null });
    expect(afterAttempt(MAX_ATTEMPTS, true, now, 1).status).toBe('SUCCESS');
  });

  it('goes back to PENDING with the next due time after a failure before the fifth attempt', () => {
    expect(afterAttempt(3, false, now, 1)).toEqual({
      status: 'PENDING',
      nextAttemptAt: new Date(now.getTime() + minutes(8)),
    });
  });

  it('is FAILED after the fifth failed attempt, with no further attempt', () => {
    expect(MAX_ATTEMPTS).toBe(5);
    expect(afterAttempt(5, false, now, 1)).toEqual({ status: 'FAILED', nextAttemptAt: null });
  });
});

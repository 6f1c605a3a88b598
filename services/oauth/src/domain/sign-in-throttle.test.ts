import { describe, expect, it } from 'vitest';
import {
  countAttempt,
  DEVICE_FAILURE_BUDGET,
  delayAfter,
  deviceLifts,
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  startsWaits,
  type ThrottleState,
  waitSeconds,
} from './sign-in-throttle';

const now = new Date('2026-12-02T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('sign-in limits of an email', () => {
  it('lets five failures pass, then waits one second, doubling to fifteen minutes at most', () => {
    expect([1, 2, 3, 4].map(delayAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 14].map(delayAfter)).toEqual([1, 2, 4, 8, 512]);
    expect(delayAfter(15)).toBe(MAX_DELAY_SECONDS);
    expect(delayAfter(10_000)).toBe(MAX_DELAY_SECONDS);
  });

  it('counts from the last failure, in whole seconds rounded up', () => {
    const state: ThrottleState = { failures: 7, lastFailureAt: now };
    expect(waitSeconds(state, now)).toBe(4);
    expect(waitSeconds(state, later(2_500))).toBe(2);
    expect(waitSeconds(state, later(4_000))).toBe(0);
    expect(waitSeconds({ failures: 4, lastFailureAt: now }, now)).toBe(0);
    expect(waitSeconds(null, now)).toBe(0);
  });

  it('starts the count again a day after the last failure', () => {
    const state: ThrottleState = { failures: 40, lastFailureAt: now };
    expect(waitSeconds(state, later(MAX_DELAY_SECONDS * 1000 - 1))).toBe(1);
    const dayLater = later(24 * 3600 * 1000);
    expect(waitSeconds(state, dayLater)).toBe(0);
    expect(countAttempt(state, dayLater)).toEqual({ failures: 1, lastFailureAt: dayLater });
    expect(countAttempt(state, later(1))).toEqual({ failures: 41, lastFailureAt: later(1) });
  });

  it('notes the failure from which attempts wait, once', () => {
    expect([4, 5, 6].map(startsWaits)).toEqual([false, true, false]);
    expect(FREE_FAILURES).toBe(5);
  });
});

describe('device cookies', () => {
  const hash = 'a'.repeat(64);
  const device = { emailHash: hash, failures: 0, expiresAt: later(1000) };

  it('lift the waits of their own email only, while unexpired and within their budget', () => {
    expect(deviceLifts(device, hash, now)).toBe(true);
    expect(deviceLifts(device, 'b'.repeat(64), now)).toBe(false);
    expect(deviceLifts({ ...device, expiresAt: now }, hash, now)).toBe(false);
    expect(deviceLifts({ ...device, failures: DEVICE_FAILURE_BUDGET - 1 }, hash, now)).toBe(true);
    expect(deviceLifts({ ...device, failures: DEVICE_FAILURE_BUDGET }, hash, now)).toBe(false);
    expect(deviceLifts(null, hash, now)).toBe(false);
  });
});

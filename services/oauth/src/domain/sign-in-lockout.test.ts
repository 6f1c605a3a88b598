import { describe, expect, it } from 'vitest';
import { lockAfterFailure, lockRemainingSeconds } from './sign-in-lockout';

const now = new Date('2026-11-28T10:00:00Z');

describe('sign-in lockout', () => {
  it('locks on the tenth failure in a row, for fifteen minutes', () => {
    expect(lockAfterFailure(9, now)).toBeNull();
    expect(lockAfterFailure(10, now)).toEqual(new Date('2026-11-28T10:15:00Z'));
    expect(lockAfterFailure(11, now)).toEqual(new Date('2026-11-28T10:15:00Z'));
  });

  it('counts the remaining seconds up, and nothing once the lock has passed', () => {
    expect(lockRemainingSeconds(null, now)).toBe(0);
    expect(lockRemainingSeconds(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(lockRemainingSeconds(new Date(now.getTime() + 900_000), now)).toBe(900);
    expect(lockRemainingSeconds(now, now)).toBe(0);
    expect(lockRemainingSeconds(new Date(now.getTime() - 1), now)).toBe(0);
  });
});

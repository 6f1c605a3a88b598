import { describe, expect, it } from 'vitest';
import { decideRefresh } from './refresh-decision';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-12-24T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('refresh token rotation', () => {
  it('a fresh, unexpired token rotates', () => {
    expect(decideRefresh({ rotatedAt: null, expiresAt: later, hasReplay: false }, false, now, 30)).toBe(
      'rotate',
    );
  });

  it('an expired token is refused, a revoked family wins over everything', () => {
    expect(decideRefresh({ rotatedAt: null, expiresAt: now, hasReplay: false }, false, now, 30)).toBe(
      'expired',
    );
    expect(decideRefresh({ rotatedAt: null, expiresAt: later, hasReplay: false }, true, now, 30)).toBe(
      'revoked',
    );
  });

  it('the rotated token inside the grace window replays the same pair', () => {
    expect(decideRefresh({ rotatedAt: ago(29), expiresAt: later, hasReplay: true }, false, now, 30)).toBe(
      'replay',
    );
  });

  it('the rotated token after the grace window is reuse', () => {
    expect(decideRefresh({ rotatedAt: ago(31), expiresAt: later, hasReplay: true }, false, now, 30)).toBe(
      'reuse',
    );
    expect(decideRefresh({ rotatedAt: ago(1), expiresAt: later, hasReplay: false }, false, now, 30)).toBe(
      'reuse',
    );
  });
});

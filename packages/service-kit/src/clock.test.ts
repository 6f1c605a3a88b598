import { describe, expect, it } from 'vitest';
import { isAdjustable, ManualClock, OffsetClock, systemClock } from './clock';

describe('clocks', () => {
  it('the test clock runs at real speed plus the offset it was moved by', () => {
    const clock = new OffsetClock();
    const before = Date.now();
    clock.advance(30 * 86_400_000);
    const now = clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    expect(now).toBeLessThan(Date.now() + 30 * 86_400_000 + 1000);
  });

  it('the test clock never moves backwards', () => {
    expect(() => new OffsetClock().advance(-1)).toThrow(RangeError);
  });

  it('only the test and manual clocks can be moved', () => {
    expect(isAdjustable(new OffsetClock())).toBe(true);
    expect(isAdjustable(new ManualClock())).toBe(true);
    expect(isAdjustable(systemClock)).toBe(false);
  });
});

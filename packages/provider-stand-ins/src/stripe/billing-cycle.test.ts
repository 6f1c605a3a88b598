import { describe, expect, it } from 'vitest';
import { periodStart } from './billing-cycle';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('periodStart', () => {
  it('counts days and weeks in seconds', () => {
    const anchor = at('2026-03-01T10:00:00Z');
    expect(periodStart(anchor, { interval: 'day', intervalCount: 3 }, 2)).toBe(at('2026-03-07T10:00:00Z'));
    expect(periodStart(anchor, { interval: 'week', intervalCount: 1 }, 1)).toBe(at('2026-03-08T10:00:00Z'));
  });

  it('counts months on the calendar from the anchor, a missing day becoming the month’s last', () => {
    const anchor = at('2026-01-31T12:30:00Z');
    const monthly = { interval: 'month', intervalCount: 1 } as const;
    expect(periodStart(anchor, monthly, 0)).toBe(anchor);
    expect(periodStart(anchor, monthly, 1)).toBe(at('2026-02-28T12:30:00Z'));
    expect(periodStart(anchor, monthly, 2)).toBe(at('2026-03-31T12:30:00Z'));
    expect(periodStart(anchor, { interval: 'month', intervalCount: 3 }, 1)).toBe(at('2026-04-30T12:30:00Z'));
  });

  it('counts years as twelve months (29 February falls back to the 28th)', () => {
    const anchor = at('2028-02-29T00:00:00Z');
    expect(periodStart(anchor, { interval: 'year', intervalCount: 1 }, 1)).toBe(at('2029-02-28T00:00:00Z'));
    expect(periodStart(anchor, { interval: 'year', intervalCount: 1 }, 4)).toBe(at('2032-02-29T00:00:00Z'));
  });
});

import type { Recurring } from './subscription-state';

const DAY = 24 * 60 * 60;

/**
 * The start of period `n` (0: the anchor itself). Months and years count on the calendar from
 * the anchor, not from the previous period, and a day the month lacks becomes its last day:
 * anchored on 31 January, periods start 28 (or 29) February, then 31 March, as Stripe bills them.
 */
export function periodStart(anchor: number, recurring: Recurring, n: number): number {
  const steps = n * recurring.intervalCount;
  if (recurring.interval === 'day') return anchor + steps * DAY;
  if (recurring.interval === 'week') return anchor + steps * 7 * DAY;
  const start = new Date(anchor * 1000);
  const months = recurring.interval === 'year' ? steps * 12 : steps;
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

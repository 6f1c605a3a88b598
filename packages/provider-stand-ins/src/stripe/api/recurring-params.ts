import { invalidParam, missingParam } from '../api-error';
import type { FormValue } from '../form-params';
import type { Interval, Recurring } from '../subscription-state';
import { badRequest, optionalHash, optionalInteger, optionalString } from './params';

/** Stripe bills at most yearly: the longest count each interval allows. */
const MAXIMUM_COUNT: Readonly<Record<Interval, number>> = { day: 365, week: 52, month: 12, year: 1 };

const isInterval = (value: string): value is Interval => value in MAXIMUM_COUNT;

/** `line_items[i][price_data][recurring]`, which every line item of a subscription-mode session needs. */
export function recurring(value: FormValue | undefined, at: string): Recurring {
  const param = `${at}[price_data][recurring]`;
  const hash = optionalHash(value, param);
  if (!hash) throw missingParam(param);
  const interval = optionalString(hash.interval, `${param}[interval]`);
  if (interval === undefined) throw missingParam(`${param}[interval]`);
  if (!isInterval(interval))
    throw invalidParam(
      `${param}[interval]`,
      'Invalid recurring[interval]: must be one of day, week, month, or year',
    );
  const intervalCount = optionalInteger(hash.interval_count, `${param}[interval_count]`, 1) ?? 1;
  if (intervalCount > MAXIMUM_COUNT[interval])
    throw invalidParam(
      `${param}[interval_count]`,
      'The maximum billing interval is one year (1 year, 12 months, or 52 weeks).',
    );
  return { interval, intervalCount };
}

/** Checkout makes one subscription of the line items, so they must share one billing period. */
export function sharedRecurring(periods: readonly Recurring[]): Recurring {
  const [first] = periods;
  if (!first) throw missingParam('line_items');
  const differs = periods.some(
    (p) => p.interval !== first.interval || p.intervalCount !== first.intervalCount,
  );
  if (differs)
    throw badRequest(
      'Checkout does not support multiple prices with different billing intervals.',
      'line_items',
    );
  return first;
}

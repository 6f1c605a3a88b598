import type { Unbilled } from './ledger';

/**
 * The statements a route's requests set off outside their own traces: work done for several
 * requests at once in no request's trace (the webhook worker's batch and the announcements it
 * writes), which the probe cannot bill by trace. They are what the
 * platform ran outside any bench trace in the route's window beyond what the idle platform runs
 * in as long (its relays' and workers' polls), never below zero.
 */
export interface IdleRate {
  statementsPerSecond: number;
  transactionsPerSecond: number;
}

export function idleRateOf(from: Unbilled, to: Unbilled, seconds: number): IdleRate {
  return {
    statementsPerSecond: (to.statements - from.statements) / seconds,
    transactionsPerSecond: (to.transactions - from.transactions) / seconds,
  };
}

export function setOffBeyondIdle(from: Unbilled, to: Unbilled, seconds: number, idle: IdleRate): Unbilled {
  return {
    statements: Math.max(0, Math.round(to.statements - from.statements - idle.statementsPerSecond * seconds)),
    transactions: Math.max(
      0,
      Math.round(to.transactions - from.transactions - idle.transactionsPerSecond * seconds),
    ),
  };
}

/** The statement texts run outside bench traces between two running totals, most frequent first. */
export function textsBetween(
  from: ReadonlyArray<[string, number]>,
  to: ReadonlyArray<[string, number]>,
): Array<[string, number]> {
  const before = new Map(from);
  return to
    .map(([text, times]): [string, number] => [text, times - (before.get(text) ?? 0)])
    .filter(([, times]) => times > 0)
    .sort((a, b) => b[1] - a[1]);
}

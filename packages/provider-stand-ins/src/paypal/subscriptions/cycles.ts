import type { BillingCycleState, PlanState, SubscriptionState } from './state';

/**
 * The billing cycle that the subscription's `n`-th payment (0-based) falls in: cycles run in
 * sequence order, each `total_cycles` times, a 0 repeating for ever. Undefined once all are done.
 */
export function cycleAt(plan: PlanState, n: number): BillingCycleState | undefined {
  let start = 0;
  for (const cycle of plan.cycles) {
    if (cycle.totalCycles === 0 || n < start + cycle.totalCycles) return cycle;
    start += cycle.totalCycles;
  }
  return undefined;
}

/** `date` moved on by one period of `cycle`, in UTC as PayPal bills. */
export function addPeriod(date: Date, cycle: BillingCycleState): Date {
  const next = new Date(date.getTime());
  const count = cycle.intervalCount;
  if (cycle.intervalUnit === 'DAY') next.setUTCDate(next.getUTCDate() + count);
  if (cycle.intervalUnit === 'WEEK') next.setUTCDate(next.getUTCDate() + 7 * count);
  if (cycle.intervalUnit === 'MONTH') next.setUTCMonth(next.getUTCMonth() + count);
  if (cycle.intervalUnit === 'YEAR') next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}

/** When the next cycle is billed: start_time plus the periods of the cycles paid; null when none is left. */
export function nextBillingDate(plan: PlanState, subscription: SubscriptionState): Date | null {
  if (cycleAt(plan, subscription.cyclesCompleted) === undefined) return null;
  let date = new Date(subscription.startTime);
  for (let n = 0; n < subscription.cyclesCompleted; n += 1) {
    const cycle = cycleAt(plan, n);
    if (cycle) date = addPeriod(date, cycle);
  }
  return date;
}

/** `billing_info.cycle_executions`: how many of each cycle are done and how many remain. */
export function cycleExecutions(plan: PlanState, subscription: SubscriptionState) {
  let start = 0;
  return plan.cycles.map((cycle) => {
    const done = Math.max(
      0,
      Math.min(subscription.cyclesCompleted - start, cycle.totalCycles || Number.MAX_SAFE_INTEGER),
    );
    start += cycle.totalCycles;
    return {
      tenure_type: cycle.tenureType,
      sequence: cycle.sequence,
      cycles_completed: done,
      cycles_remaining: cycle.totalCycles === 0 ? 0 : cycle.totalCycles - done,
      current_pricing_scheme_version: 1,
      total_cycles: cycle.totalCycles,
    };
  });
}

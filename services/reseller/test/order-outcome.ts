import type { ResellerOrder, ResellerOrderOutcome } from '@shopforge/contracts';

/** The order a request bought or replayed; fails the test on any other outcome. */
export function orderOf(outcome: ResellerOrderOutcome): ResellerOrder {
  if (outcome.outcome !== 'created' && outcome.outcome !== 'replayed') {
    throw new Error(`expected an order, got ${JSON.stringify(outcome)}`);
  }
  return outcome.order;
}

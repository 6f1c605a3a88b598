import type { Product } from '@shopforge/contracts';
import { validationError } from '@shopforge/errors';

interface RecurringChanges {
  subtype?: Product['subtype'] | undefined;
  recurring_interval?: Product['recurring_interval'] | undefined;
}

interface StoredRecurring {
  subtype: Product['subtype'];
  recurringInterval: Product['recurring_interval'];
}

/**
 * A RECURRING product renews every `recurring_interval`, so it cannot be without one. Judged on
 * the product as the write leaves it: the changes over what is stored, so an update that only
 * makes a product RECURRING needs an interval stored already. A create has nothing stored, and
 * a subtype it leaves out is the default, SINGLE. `prefix` names where the product sits in a
 * larger input (the operator's `product`).
 */
export function assertRecurringInterval(
  changes: RecurringChanges,
  stored: StoredRecurring | null = null,
  prefix?: string,
): void {
  const subtype = changes.subtype ?? stored?.subtype;
  const interval =
    changes.recurring_interval === undefined ? stored?.recurringInterval : changes.recurring_interval;
  if (subtype === 'RECURRING' && !interval) {
    throw validationError(
      [{ path: ['recurring_interval'], message: 'Recurring products need a recurring_interval.' }],
      prefix,
    );
  }
}

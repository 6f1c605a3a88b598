import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { assertRecurringInterval } from './recurring-interval';

function refusal(check: () => void): unknown {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).details;
  }
  throw new Error('expected the product to be refused');
}

const needsInterval = (field: string) => [
  { field, message: 'Recurring products need a recurring_interval.' },
];

describe('a recurring product needs an interval', () => {
  it('refuses a new RECURRING product without one, and accepts one with one', () => {
    expect(refusal(() => assertRecurringInterval({ subtype: 'RECURRING' }))).toEqual(
      needsInterval('recurring_interval'),
    );
    expect(
      refusal(() => assertRecurringInterval({ subtype: 'RECURRING', recurring_interval: null })),
    ).toEqual(needsInterval('recurring_interval'));
    expect(() =>
      assertRecurringInterval({ subtype: 'RECURRING', recurring_interval: 'MONTH' }),
    ).not.toThrow();
  });

  it('leaves a product without a subtype alone: it is SINGLE', () => {
    expect(() => assertRecurringInterval({})).not.toThrow();
    expect(() => assertRecurringInterval({ recurring_interval: null })).not.toThrow();
  });

  it('judges an update on the changes over what is stored', () => {
    const single = { subtype: 'SINGLE', recurringInterval: null } as const;
    const monthly = { subtype: 'RECURRING', recurringInterval: 'MONTH' } as const;
    expect(refusal(() => assertRecurringInterval({ subtype: 'RECURRING' }, single))).toEqual(
      needsInterval('recurring_interval'),
    );
    expect(() =>
      assertRecurringInterval({ subtype: 'RECURRING' }, { ...single, recurringInterval: 'WEEK' }),
    ).not.toThrow();
    expect(() => assertRecurringInterval({}, monthly)).not.toThrow();
    expect(refusal(() => assertRecurringInterval({ recurring_interval: null }, monthly))).toEqual(
      needsInterval('recurring_interval'),
    );
    expect(() =>
      assertRecurringInterval({ subtype: 'SINGLE', recurring_interval: null }, monthly),
    ).not.toThrow();
  });

  it('names the field under the input the product sits in', () => {
    expect(refusal(() => assertRecurringInterval({ subtype: 'RECURRING' }, null, 'product'))).toEqual(
      needsInterval('product.recurring_interval'),
    );
  });
});

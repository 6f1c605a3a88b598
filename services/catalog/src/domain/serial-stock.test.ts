import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { assertStockWritable, startingStock } from './serial-stock';

describe('a SERIALS stock is its count of codes', () => {
  it('refuses a direct stock on a SERIALS product or variant, naming the field', () => {
    for (const what of ['product', 'variant'] as const) {
      let caught: unknown;
      try {
        assertStockWritable('SERIALS', 5, what);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect((caught as AppError).details).toEqual([
        {
          field: 'stock',
          message: `The stock of a SERIALS ${what} is its count of codes; add or remove serials instead.`,
        },
      ]);
    }
  });

  it('lets other types set their stock, and a SERIALS write that leaves stock alone pass', () => {
    expect(() => assertStockWritable('SERVICE', 5, 'product')).not.toThrow();
    expect(() => assertStockWritable('SERIALS', undefined, 'variant')).not.toThrow();
  });

  it('starts a new SERIALS product or variant at 0 whatever was asked, others at what was asked', () => {
    expect(startingStock('SERIALS', 40)).toBe(0);
    expect(startingStock('SERIALS', -1)).toBe(0);
    expect(startingStock('FILE', 40)).toBe(40);
    expect(startingStock('SERVICE', -1)).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { discountFor, eligibleAmount } from './coupon-discount';

const lines = [
  { product_id: 'p1', amount: 10.1 },
  { product_id: 'p2', amount: 20.2 },
];

describe('coupon discount', () => {
  it('takes a percentage of the eligible amount, to the cent', () => {
    expect(discountFor({ type: 'PERCENTAGE', discount: 15, maxDiscount: -1, productsBound: [] }, 30.3)).toBe(
      4.55,
    );
  });

  it('caps a percentage at max_discount', () => {
    expect(discountFor({ type: 'PERCENTAGE', discount: 50, maxDiscount: 5, productsBound: [] }, 30.3)).toBe(
      5,
    );
  });

  it('never takes more than the eligible amount with a fixed discount', () => {
    expect(discountFor({ type: 'FIXED', discount: 50, maxDiscount: -1, productsBound: [] }, 30.3)).toBe(30.3);
    expect(discountFor({ type: 'FIXED', discount: 3.33, maxDiscount: -1, productsBound: [] }, 30.3)).toBe(
      3.33,
    );
  });

  it('counts only the lines of bound products', () => {
    expect(eligibleAmount({ productsBound: ['p2'] }, lines)).toBe(20.2);
    expect(eligibleAmount({ productsBound: [] }, lines)).toBe(30.3);
    expect(eligibleAmount({ productsBound: ['p9'] }, lines)).toBe(0);
  });
});

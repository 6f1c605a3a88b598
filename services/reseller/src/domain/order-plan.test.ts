import type { SourceProduct } from '@shopforge/contracts';
import { isAppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { planOrder } from './order-plan';

const product: SourceProduct = {
  id: '0190f5a0-0000-7000-8000-0000000000a1',
  uniqid: 'abc123def4567',
  title: 'Consulting',
  type: 'SERVICE',
  currency: 'USD',
  price: '1000000000.00',
  stock: -1,
  on_hold: false,
  volume_discount_enabled: false,
  variants: [],
};
const context = {
  products: [product],
  access: [
    {
      product_id: product.id,
      commission_percent_override: null,
      max_quantity: null,
      wholesale_price: null,
      variant_prices: [],
    },
  ],
  tierDiscountPercent: 0,
  currency: 'USD',
};

/** The 422 details a plan is refused with. */
function refusal(items: { product_id: string; quantity: number }[]) {
  try {
    planOrder(items, context);
  } catch (error) {
    if (isAppError(error) && error.code === 'VALIDATION_ERROR') return error.details;
    throw error;
  }
  throw new Error('the plan was accepted');
}

describe('reseller order amounts stay within MONEY_MAX', () => {
  it('a line whose wholesale price × quantity exceeds MONEY_MAX is 422 on its quantity', () => {
    expect(refusal([{ product_id: product.id, quantity: 100_000 }])).toEqual([
      {
        field: 'items.0.quantity',
        message: 'This line (price × quantity) must come to at most 999999999999.99.',
      },
    ]);
  });

  it('lines that each fit but add up to more than MONEY_MAX are 422 on items', () => {
    const line = { product_id: product.id, quantity: 999 };
    expect(refusal([line, line])).toEqual([
      { field: 'items', message: 'The order’s lines must come to at most 999999999999.99.' },
    ]);
  });

  it('a basket of exactly what fits is planned', () => {
    const plan = planOrder([{ product_id: product.id, quantity: 999 }], context);
    expect(plan.totalCents).toBe(99_900_000_000_000);
  });
});

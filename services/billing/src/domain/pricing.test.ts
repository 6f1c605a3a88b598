import { describe, expect, it } from 'vitest';
import { type CatalogProduct, orderTotals, priceLines, volumeDiscountCents } from './pricing';

const product = (overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: 'p1',
  uniqid: 'abc',
  title: 'Key',
  description: null,
  type: 'SERIALS',
  currency: 'USD',
  price: 10,
  stock: -1,
  on_hold: false,
  quantity_min: 1,
  quantity_max: -1,
  volume_discounts: [],
  service_text: null,
  dynamic_webhook: null,
  licensing_enabled: false,
  license_period: null,
  subtype: 'SINGLE',
  recurring_interval: null,
  recurring_interval_count: 1,
  trial_period: 0,
  ...overrides,
});

describe('order pricing', () => {
  it('takes the unit price from the variant when one is chosen, else from the product', () => {
    const { lines } = priceLines([
      { index: 0, product: product(), variant: null, variantId: null, quantity: 2 },
      {
        index: 1,
        product: product(),
        variant: { id: 'v', title: 'Gold', price: 15.5, stock: -1 },
        variantId: 'v',
        quantity: 1,
      },
    ]);
    expect(lines.map((line) => [line.unitCents, line.totalCents])).toEqual([
      [1000, 2000],
      [1550, 1550],
    ]);
  });

  it('applies the highest volume tier the quantity reaches, percentage or fixed per unit, never below zero', () => {
    const tiers = [
      { quantity: 5, type: 'PERCENTAGE' as const, value: 10 },
      { quantity: 10, type: 'PERCENTAGE' as const, value: 20 },
    ];
    expect(volumeDiscountCents(tiers, 1000, 4)).toBe(0);
    expect(volumeDiscountCents(tiers, 1000, 5)).toBe(500);
    expect(volumeDiscountCents(tiers, 1000, 12)).toBe(2400);
    expect(volumeDiscountCents([{ quantity: 2, type: 'FIXED', value: 1.25 }], 1000, 3)).toBe(375);
    expect(volumeDiscountCents([{ quantity: 1, type: 'FIXED', value: 50 }], 1000, 3)).toBe(3000);
  });

  it('lists every problem: hold, quantity bounds, stock, unknown variant, mixed currencies', () => {
    const { problems } = priceLines([
      { index: 0, product: product({ on_hold: true }), variant: null, variantId: null, quantity: 1 },
      {
        index: 1,
        product: product({ quantity_min: 2, quantity_max: 3 }),
        variant: null,
        variantId: null,
        quantity: 1,
      },
      { index: 2, product: product({ stock: 2 }), variant: null, variantId: null, quantity: 3 },
      { index: 3, product: product(), variant: undefined, variantId: 'x', quantity: 1 },
      { index: 4, product: product({ currency: 'EUR' }), variant: null, variantId: null, quantity: 1 },
    ]);
    expect(problems).toEqual([
      { index: 0, field: 'product_id', message: 'This product is on hold and cannot be ordered.' },
      { index: 1, field: 'quantity', message: 'At least 2 of this product.' },
      { index: 2, field: 'quantity', message: 'Only 2 in stock.' },
      { index: 3, field: 'variant_id', message: 'This product has no such variant.' },
      {
        index: 0,
        field: 'product_id',
        message: 'Products of one order must share a currency; these use EUR, USD.',
      },
    ]);
  });

  it('totals: subtotal before discounts, a coupon never takes more than what is left', () => {
    const { lines } = priceLines([
      {
        index: 0,
        product: product({ volume_discounts: [{ quantity: 2, type: 'PERCENTAGE', value: 50 }] }),
        variant: null,
        variantId: null,
        quantity: 2,
      },
    ]);
    expect(orderTotals(lines, 300)).toEqual({
      subtotalCents: 2000,
      volumeDiscountCents: 1000,
      couponDiscountCents: 300,
      totalCents: 700,
    });
    expect(orderTotals(lines, 5000).totalCents).toBe(0);
  });

  it('a recurring line carries its subscription terms; a trial makes its first charge free', () => {
    const monthly = product({
      subtype: 'RECURRING',
      recurring_interval: 'MONTH',
      recurring_interval_count: 1,
    });
    const paid = priceLines([{ index: 0, product: monthly, variant: null, variantId: null, quantity: 2 }]);
    expect(paid.lines[0]).toMatchObject({
      totalCents: 2000,
      recurring: { interval: 'MONTH', count: 1, trialDays: 0, renewalCents: 2000 },
    });
    const trial = priceLines([
      { index: 0, product: { ...monthly, trial_period: 14 }, variant: null, variantId: null, quantity: 1 },
    ]);
    expect(trial.lines[0]).toMatchObject({
      unitCents: 0,
      totalCents: 0,
      recurring: { trialDays: 14, renewalCents: 1000 },
    });
    expect(
      priceLines([{ index: 0, product: product(), variant: null, variantId: null, quantity: 1 }]).lines[0]
        ?.recurring,
    ).toBeNull();
  });

  it('an order starts at most one subscription, and a SUBSCRIPTION product must be recurring', () => {
    const monthly = product({ subtype: 'RECURRING', recurring_interval: 'MONTH' });
    const { problems } = priceLines([
      { index: 0, product: monthly, variant: null, variantId: null, quantity: 1 },
      { index: 1, product: monthly, variant: null, variantId: null, quantity: 1 },
      { index: 2, product: product({ type: 'SUBSCRIPTION' }), variant: null, variantId: null, quantity: 1 },
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        index: 1,
        field: 'product_id',
        message: expect.stringContaining('at most one subscription'),
      }),
      expect.objectContaining({
        index: 2,
        field: 'product_id',
        message: expect.stringContaining('RECURRING'),
      }),
    ]);
  });
});

describe('order amounts stay within MONEY_MAX', () => {
  const line = (index: number, price: number, quantity: number, overrides: Partial<CatalogProduct> = {}) => ({
    index,
    product: product({ price, ...overrides }),
    variant: null,
    variantId: null,
    quantity,
  });

  it('a line whose price × quantity exceeds MONEY_MAX is a problem on its quantity', () => {
    const { problems, totalProblem } = priceLines([line(0, 1e9, 100_000), line(1, 1e9, 999)]);
    expect(problems).toEqual([
      {
        index: 0,
        field: 'quantity',
        message: 'This line (price × quantity) must come to at most 999999999999.99.',
      },
    ]);
    expect(totalProblem).toBeNull();
  });

  it('the gross line counts, before a volume discount or a trial makes it smaller', () => {
    const discounted = line(0, 1e9, 100_000, {
      volume_discounts: [{ quantity: 1, type: 'PERCENTAGE', value: 100 }],
    });
    const trial = line(1, 1e9, 100_000, {
      subtype: 'RECURRING',
      recurring_interval: 'MONTH',
      trial_period: 7,
    });
    expect(priceLines([discounted, trial]).problems.map((problem) => problem.index)).toEqual([0, 1]);
  });

  it('lines that each fit but add up to more than MONEY_MAX are a problem of the order', () => {
    const { problems, totalProblem } = priceLines([line(0, 1e9, 999), line(1, 1e9, 999)]);
    expect(problems).toEqual([]);
    expect(totalProblem).toBe('The order’s lines must come to at most 999999999999.99.');
  });

  it('an order of exactly MONEY_MAX is fine', () => {
    const { problems, totalProblem } = priceLines([line(0, 999_999_999_999.99, 1)]);
    expect(problems).toEqual([]);
    expect(totalProblem).toBeNull();
  });
});

/**
 * The money off an order (pure, in integer cents so no float error reaches a total).
 * A bound coupon discounts only the lines of its products; a percentage is capped by
 * `maxDiscount` (-1: no cap); a fixed amount never exceeds what it applies to.
 */
export interface DiscountRule {
  type: 'PERCENTAGE' | 'FIXED';
  discount: number;
  maxDiscount: number;
  productsBound: readonly string[];
}

const cents = (amount: number) => Math.round(amount * 100);

export function eligibleAmount(
  rule: Pick<DiscountRule, 'productsBound'>,
  lines: readonly { product_id: string; amount: number }[],
): number {
  const bound = new Set(rule.productsBound);
  const eligible = bound.size === 0 ? lines : lines.filter((line) => bound.has(line.product_id));
  return eligible.reduce((sum, line) => sum + cents(line.amount), 0) / 100;
}

export function discountFor(rule: DiscountRule, eligible: number): number {
  const base = cents(eligible);
  let off =
    rule.type === 'PERCENTAGE' ? Math.round((base * cents(rule.discount)) / 10_000) : cents(rule.discount);
  if (rule.type === 'PERCENTAGE' && rule.maxDiscount >= 0) off = Math.min(off, cents(rule.maxDiscount));
  return Math.min(off, base) / 100;
}

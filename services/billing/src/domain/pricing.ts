import { MONEY_MAX_CENTS, moneyMaxMessage, type RecurringInterval } from '@shopforge/contracts';
import { percentOf, toCents } from '@shopforge/service-kit';

/** What the catalog says about a product, as far as pricing and delivery need it. */
export interface CatalogProduct {
  id: string;
  uniqid: string;
  title: string;
  description: string | null;
  type: string;
  currency: string;
  price: number;
  stock: number;
  on_hold: boolean;
  quantity_min: number;
  quantity_max: number;
  volume_discounts: readonly { quantity: number; type: 'PERCENTAGE' | 'FIXED'; value: number }[];
  service_text: string | null;
  dynamic_webhook: string | null;
  licensing_enabled: boolean;
  license_period: string | null;
  subtype: string;
  recurring_interval: RecurringInterval | null;
  recurring_interval_count: number;
  /** Free days before a subscription's first charge. */
  trial_period: number;
}

/** What a recurring line starts: a subscription renewing every `count` `interval`s. */
export interface RecurringTerms {
  interval: RecurringInterval;
  count: number;
  trialDays: number;
  /** What each renewal charges: the line at list price after its volume discount. */
  renewalCents: number;
}

export interface CatalogVariant {
  id: string;
  title: string;
  price: number;
  stock: number;
}

export interface LineRequest {
  /** Position of the line in the request, for error details. */
  index: number;
  product: CatalogProduct;
  /** The requested variant, or null; undefined when the id named none of the product's. */
  variant: CatalogVariant | null | undefined;
  variantId: string | null;
  quantity: number;
}

export interface PricedLine {
  product: CatalogProduct;
  variant: CatalogVariant | null;
  quantity: number;
  unitCents: number;
  volumeDiscountCents: number;
  /** Line total after its volume discount, before any coupon. */
  totalCents: number;
  /** Set on the line of a recurring product: the subscription it starts. */
  recurring: RecurringTerms | null;
}

export interface LineProblem {
  index: number;
  field: 'product_id' | 'variant_id' | 'quantity';
  message: string;
}

/**
 * The volume discount of a line: the tier with the largest threshold the quantity reaches.
 * `PERCENTAGE` takes that share of the line; `FIXED` takes that amount off each unit. Never
 * more than the line itself.
 */
export function volumeDiscountCents(
  tiers: CatalogProduct['volume_discounts'],
  unitCents: number,
  quantity: number,
): number {
  const tier = [...tiers].filter((t) => quantity >= t.quantity).sort((a, b) => b.quantity - a.quantity)[0];
  if (!tier) return 0;
  const gross = unitCents * quantity;
  const off = tier.type === 'PERCENTAGE' ? percentOf(gross, tier.value) : toCents(tier.value) * quantity;
  return Math.min(off, gross);
}

const isRecurring = (product: CatalogProduct) =>
  product.subtype === 'RECURRING' && product.recurring_interval !== null;

/**
 * Prices an order's lines from the catalog and lists every reason it cannot be sold as asked
 * (one 422 detail each). Pure: the caller fetched the products. `totalProblem` is the order's
 * own: lines that each fit but together come to more than MONEY_MAX.
 */
export function priceLines(requests: readonly LineRequest[]): {
  lines: PricedLine[];
  problems: LineProblem[];
  totalProblem: string | null;
} {
  const problems: LineProblem[] = [];
  const lines: PricedLine[] = [];
  const currencies = new Set(requests.map((request) => request.product.currency));
  for (const request of requests) {
    const { product, quantity, index } = request;
    const problem = (field: LineProblem['field'], message: string) =>
      problems.push({ index, field, message });
    if (product.on_hold) problem('product_id', 'This product is on hold and cannot be ordered.');
    const recurring = isRecurring(product);
    if (product.type === 'SUBSCRIPTION' && !recurring) {
      problem(
        'product_id',
        'A SUBSCRIPTION product needs subtype RECURRING and a recurring_interval to be sold.',
      );
    }
    if (recurring && requests.some((other) => other.index < index && isRecurring(other.product))) {
      problem(
        'product_id',
        'An order starts at most one subscription; order other recurring products separately.',
      );
    }
    if (request.variant === undefined) {
      problem('variant_id', 'This product has no such variant.');
      continue;
    }
    if (quantity < product.quantity_min)
      problem('quantity', `At least ${product.quantity_min} of this product.`);
    if (product.quantity_max !== -1 && quantity > product.quantity_max) {
      problem('quantity', `At most ${product.quantity_max} of this product.`);
    }
    const stock = request.variant ? request.variant.stock : product.stock;
    if (stock !== -1 && quantity > stock) problem('quantity', `Only ${stock} in stock.`);
    const unitCents = toCents(request.variant ? request.variant.price : product.price);
    // The gross line bounds every amount written from it (its total, its volume discount, the
    // renewals of a trial that makes the first charge free), so it is the one checked.
    if (unitCents * quantity > MONEY_MAX_CENTS) {
      problem('quantity', moneyMaxMessage('This line (price × quantity) must come to'));
    }
    const volume = volumeDiscountCents(product.volume_discounts, unitCents, quantity);
    const terms: RecurringTerms | null =
      recurring && product.recurring_interval
        ? {
            interval: product.recurring_interval,
            count: product.recurring_interval_count,
            trialDays: product.trial_period,
            renewalCents: unitCents * quantity - volume,
          }
        : null;
    // A trial is free: the first invoice charges nothing for the line; the first renewal does.
    const free = terms !== null && terms.trialDays > 0;
    lines.push({
      product,
      variant: request.variant,
      quantity,
      unitCents: free ? 0 : unitCents,
      volumeDiscountCents: free ? 0 : volume,
      totalCents: free ? 0 : unitCents * quantity - volume,
      recurring: terms,
    });
  }
  if (currencies.size > 1) {
    problems.push({
      index: requests[0]?.index ?? 0,
      field: 'product_id',
      message: `Products of one order must share a currency; these use ${[...currencies].sort().join(', ')}.`,
    });
  }
  // The subtotal bounds the order's discount and total; a line already over says so itself.
  const lineOver = lines.some((line) => line.unitCents * line.quantity > MONEY_MAX_CENTS);
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const totalProblem =
    !lineOver && subtotal > MONEY_MAX_CENTS ? moneyMaxMessage('The order’s lines must come to') : null;
  return { lines, problems, totalProblem };
}

export interface OrderTotals {
  subtotalCents: number;
  volumeDiscountCents: number;
  couponDiscountCents: number;
  totalCents: number;
}

/** Subtotal is before any discount; `discount` on records is volume and coupon together. */
export function orderTotals(lines: readonly PricedLine[], couponDiscountCents: number): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const volume = lines.reduce((sum, line) => sum + line.volumeDiscountCents, 0);
  const afterVolume = subtotalCents - volume;
  const coupon = Math.min(couponDiscountCents, afterVolume);
  return {
    subtotalCents,
    volumeDiscountCents: volume,
    couponDiscountCents: coupon,
    totalCents: afterVolume - coupon,
  };
}

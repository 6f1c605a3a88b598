import type { ReportResult } from '@shopforge/contracts';
import { centsToNumber, type DecimalLike, toCents } from '@shopforge/service-kit';

/**
 * Sales reports, pure: the period a range covers, and the figures of a period from the paid
 * invoices and refunds in it (docs/analytics.md).
 */

export type ReportRange = 'LAST_7_DAYS' | 'LAST_30_DAYS' | 'LAST_90_DAYS' | 'MONTH_TO_DATE' | 'CUSTOM';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The period as [from, to) instants and its first and last day (UTC), today included. */
export function reportPeriod(
  range: ReportRange,
  now: Date,
  custom: { from: string | null; to: string | null },
) {
  const today = startOfDay(now);
  let first: Date;
  let last = today;
  if (range === 'CUSTOM') {
    first = new Date(`${custom.from}T00:00:00Z`);
    last = new Date(`${custom.to}T00:00:00Z`);
  } else if (range === 'MONTH_TO_DATE') {
    first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  } else {
    const days = range === 'LAST_7_DAYS' ? 7 : range === 'LAST_30_DAYS' ? 30 : 90;
    first = new Date(today.getTime() - (days - 1) * DAY_MS);
  }
  return { from: first, to: new Date(last.getTime() + DAY_MS), firstDay: dayOf(first), lastDay: dayOf(last) };
}

export interface PaidInvoiceFacts {
  kind: string;
  currency: string;
  total: DecimalLike;
  paidAt: Date;
  lines: { productId: string; productTitle: string; quantity: number; total: DecimalLike }[];
}

export interface RefundFacts {
  currency: string;
  amount: DecimalLike;
  createdAt: Date;
}

interface Tally {
  revenue: number;
  refunds: number;
  orders: number;
  payments: number;
  refundCount: number;
}
const empty = (): Tally => ({ revenue: 0, refunds: 0, orders: 0, payments: 0, refundCount: 0 });

/**
 * The figures of a period in the shop's currency: money received (invoices paid in the period,
 * whatever became of them later), refunds made in the period, net, order and developer-payment
 * counts, the ten products that brought most, and every day of the period. Other currencies are
 * summed apart, never converted.
 */
export function buildSalesReport(input: {
  currency: string;
  firstDay: string;
  lastDay: string;
  invoices: readonly PaidInvoiceFacts[];
  refunds: readonly RefundFacts[];
}): ReportResult {
  const days = new Map<string, Tally>();
  for (
    let t = Date.parse(`${input.firstDay}T00:00:00Z`);
    t <= Date.parse(`${input.lastDay}T00:00:00Z`);
    t += DAY_MS
  ) {
    days.set(dayOf(new Date(t)), empty());
  }
  const total = empty();
  const others = new Map<string, Tally>();
  const products = new Map<string, { title: string; quantity: number; cents: number }>();
  const tallyFor = (currency: string) => {
    if (currency === input.currency) return total;
    const other = others.get(currency) ?? empty();
    others.set(currency, other);
    return other;
  };
  for (const invoice of input.invoices) {
    const cents = toCents(invoice.total);
    const tally = tallyFor(invoice.currency);
    tally.revenue += cents;
    if (invoice.kind === 'PAYMENT') tally.payments += 1;
    else tally.orders += 1;
    if (invoice.currency !== input.currency) continue;
    const day = days.get(dayOf(invoice.paidAt));
    if (day) {
      day.revenue += cents;
      if (invoice.kind === 'PAYMENT') day.payments += 1;
      else day.orders += 1;
    }
    for (const line of invoice.lines) {
      const product = products.get(line.productId) ?? { title: line.productTitle, quantity: 0, cents: 0 };
      product.quantity += line.quantity;
      product.cents += toCents(line.total);
      products.set(line.productId, product);
    }
  }
  for (const refund of input.refunds) {
    const cents = toCents(refund.amount);
    const tally = tallyFor(refund.currency);
    tally.refunds += cents;
    tally.refundCount += 1;
    const day = refund.currency === input.currency ? days.get(dayOf(refund.createdAt)) : undefined;
    if (day) day.refunds += cents;
  }
  const money = centsToNumber;
  return {
    currency: input.currency,
    from: input.firstDay,
    to: input.lastDay,
    revenue: money(total.revenue),
    refunds: money(total.refunds),
    net_revenue: money(total.revenue - total.refunds),
    orders: total.orders,
    payments: total.payments,
    refund_count: total.refundCount,
    average_order_value:
      total.orders + total.payments === 0
        ? 0
        : money(Math.round(total.revenue / (total.orders + total.payments))),
    top_products: [...products.entries()]
      .sort(([, a], [, b]) => b.cents - a.cents || b.quantity - a.quantity)
      .slice(0, 10)
      .map(([id, product]) => ({
        product_id: id,
        title: product.title,
        quantity: product.quantity,
        revenue: money(product.cents),
      })),
    by_day: [...days.entries()].map(([date, day]) => ({
      date,
      revenue: money(day.revenue),
      refunds: money(day.refunds),
      orders: day.orders,
      payments: day.payments,
    })),
    other_currencies: [...others.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, tally]) => ({
        currency,
        revenue: money(tally.revenue),
        refunds: money(tally.refunds),
        orders: tally.orders + tally.payments,
      })),
  };
}

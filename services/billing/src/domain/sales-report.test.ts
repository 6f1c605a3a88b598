import { describe, expect, it } from 'vitest';
import { buildSalesReport, reportPeriod } from './sales-report';

const at = (iso: string) => new Date(iso);

describe('sales reports', () => {
  it('ranges end today (UTC) and include it; month to date starts on the first', () => {
    const now = at('2026-11-24T15:00:00Z');
    expect(reportPeriod('LAST_7_DAYS', now, { from: null, to: null })).toMatchObject({
      firstDay: '2026-11-18',
      lastDay: '2026-11-24',
      to: at('2026-11-25T00:00:00Z'),
    });
    expect(reportPeriod('MONTH_TO_DATE', now, { from: null, to: null }).firstDay).toBe('2026-11-01');
    expect(reportPeriod('CUSTOM', now, { from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      from: at('2026-01-01T00:00:00Z'),
      to: at('2026-02-01T00:00:00Z'),
    });
  });

  it('sums revenue, refunds, orders and payments per day in the shop currency; others stay apart', () => {
    const report = buildSalesReport({
      currency: 'EUR',
      firstDay: '2026-11-01',
      lastDay: '2026-11-03',
      invoices: [
        {
          kind: 'PRODUCT',
          currency: 'EUR',
          total: '30.00',
          paidAt: at('2026-11-01T10:00:00Z'),
          lines: [
            { productId: 'a', productTitle: 'A', quantity: 2, total: '20.00' },
            { productId: 'b', productTitle: 'B', quantity: 1, total: '10.00' },
          ],
        },
        {
          kind: 'PRODUCT',
          currency: 'EUR',
          total: '15.50',
          paidAt: at('2026-11-03T23:59:59Z'),
          lines: [{ productId: 'b', productTitle: 'B', quantity: 1, total: '15.50' }],
        },
        { kind: 'PAYMENT', currency: 'EUR', total: '5.00', paidAt: at('2026-11-03T01:00:00Z'), lines: [] },
        { kind: 'PRODUCT', currency: 'USD', total: '99.00', paidAt: at('2026-11-02T01:00:00Z'), lines: [] },
      ],
      refunds: [
        { currency: 'EUR', amount: '4.50', createdAt: at('2026-11-03T12:00:00Z') },
        { currency: 'USD', amount: '9.00', createdAt: at('2026-11-03T12:00:00Z') },
      ],
    });
    expect(report).toMatchObject({
      revenue: 50.5,
      refunds: 4.5,
      net_revenue: 46,
      orders: 2,
      payments: 1,
      refund_count: 1,
      average_order_value: 16.83,
    });
    expect(report.top_products).toEqual([
      { product_id: 'b', title: 'B', quantity: 2, revenue: 25.5 },
      { product_id: 'a', title: 'A', quantity: 2, revenue: 20 },
    ]);
    expect(report.by_day).toEqual([
      { date: '2026-11-01', revenue: 30, refunds: 0, orders: 1, payments: 0 },
      { date: '2026-11-02', revenue: 0, refunds: 0, orders: 0, payments: 0 },
      { date: '2026-11-03', revenue: 20.5, refunds: 4.5, orders: 1, payments: 1 },
    ]);
    expect(report.other_currencies).toEqual([{ currency: 'USD', revenue: 99, refunds: 9, orders: 1 }]);
  });

  it('an empty period has every day at zero and no average', () => {
    const report = buildSalesReport({
      currency: 'USD',
      firstDay: '2026-02-27',
      lastDay: '2026-03-01',
      invoices: [],
      refunds: [],
    });
    expect(report.by_day.map((day) => day.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(report.average_order_value).toBe(0);
  });
});

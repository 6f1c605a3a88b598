import type { OpenTestDatabase } from '@shopforge/service-kit/testing';
import { testPrincipal } from '@shopforge/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runQueuedReports, STALE_RUN_MS } from '../src/app/analytics';
import { type BillingHarness, failure, openBillingHarness, SHOP_A, SHOP_B } from './harness';
import { payAtCheckout, serialProduct } from './orders-behaviour';

/** Analytics reports and their worker, on PGlite (unit) and PostgreSQL (integration). */
export function describeAnalytics(
  backend: string,
  openBilling: OpenTestDatabase,
  openCatalog: OpenTestDatabase,
): void {
  describe(`billing analytics on ${backend}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await openBillingHarness(openBilling, openCatalog);
    });
    afterEach(async () => {
      await h.close();
    });

    it('generating is a queued job; the worker stores revenue, orders, refunds, top products and days', async () => {
      const keys = await serialProduct(h, ['A-1', 'A-2', 'A-3'], { price: 20 });
      for (const email of ['a@example.com', 'b@example.com']) {
        const order = await h.billing().orders.create({
          customer_email: email,
          items: [{ product_id: keys.uniqid, quantity: 1 }],
        });
        await payAtCheckout(h, order.uniqid);
        if (email === 'b@example.com') await h.billing().orders.refund({ id: order.id, amount: 5 });
      }
      await h.billing().orders.create({
        customer_email: 'unpaid@example.com',
        items: [{ product_id: keys.uniqid, quantity: 1 }],
      });

      const report = await h.billing().analytics.create({ name: 'Last week', range: 'LAST_7_DAYS' });
      expect(report).toMatchObject({ range: 'LAST_7_DAYS', latest_run: null });
      const run = await h.billing().analytics.generate({ id: report.id });
      expect(run).toMatchObject({ status: 'QUEUED', result: null });
      expect((await h.billing().analytics.generate({ id: report.id })).id).toBe(run.id);

      expect(await runQueuedReports(h.deps)).toBe(1);
      const done = await h.billing().analytics.get({ id: report.id });
      expect(done.latest_run).toMatchObject({
        id: run.id,
        status: 'SUCCEEDED',
        finished_at: expect.any(Number),
      });
      const today = h.clock.now().toISOString().slice(0, 10);
      expect(done.latest_run?.result).toMatchObject({
        currency: 'USD',
        to: today,
        revenue: 40,
        refunds: 5,
        net_revenue: 35,
        orders: 2,
        refund_count: 1,
        top_products: [{ product_id: keys.id, quantity: 2, revenue: 40 }],
      });
      expect(done.latest_run?.result?.by_day).toHaveLength(7);
      expect(done.latest_run?.result?.by_day.at(-1)).toMatchObject({ date: today, revenue: 40, orders: 2 });
      const listed = await h.billing().analytics.list({ limit: 10 });
      expect(listed.data[0]?.latest_run?.status).toBe('SUCCEEDED');
    });

    it('a run whose worker died is taken again after a while', async () => {
      const report = await h.billing().analytics.create({ name: 'Month', range: 'MONTH_TO_DATE' });
      const run = await h.billing().analytics.generate({ id: report.id });
      await h.prisma.analyticsReportRun.update({
        where: { id: run.id },
        data: { status: 'RUNNING', startedAt: h.clock.now() },
      });
      expect(await runQueuedReports(h.deps)).toBe(0);
      h.clock.advance(STALE_RUN_MS + 1000);
      expect(await runQueuedReports(h.deps)).toBe(1);
      expect((await h.billing().analytics.get({ id: report.id })).latest_run?.status).toBe('SUCCEEDED');
    });

    it('custom ranges are checked; reports are the shop’s own', async () => {
      await expect(
        h.billing().analytics.create({ name: 'x', range: 'CUSTOM', from: '2026-02-01', to: '2026-01-01' }),
      ).rejects.toThrow(/Must not be before from/);
      const report = await h.billing(testPrincipal(SHOP_A)).analytics.create({
        name: 'January',
        range: 'CUSTOM',
        from: '2026-01-01',
        to: '2026-01-31',
      });
      const other = h.billing(testPrincipal(SHOP_B)).analytics;
      expect((await failure(other.generate({ id: report.id }))).code).toBe('NOT_FOUND');
      expect((await other.list({ limit: 10 })).data).toEqual([]);
    });
  });
}

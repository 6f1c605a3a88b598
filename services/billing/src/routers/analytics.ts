import {
  analyticsReportIdInputSchema,
  analyticsReportListSchema,
  analyticsReportSchema,
  createAnalyticsReportInputSchema,
  listAnalyticsReportsInputSchema,
  reportRunSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure, uuidv7 } from '@shopforge/service-kit';
import { latestRuns, queueRun, toReport, toRun } from '../app/analytics';
import { findReport } from '../db/analytics-reports';
import type { BillingDeps } from '../deps';

/** Analytics reports (docs/analytics.md). */
export function analyticsRouter(deps: BillingDeps) {
  const { prisma, cursors, clock } = deps;
  return router({
    create: shopProcedure
      .input(createAnalyticsReportInputSchema)
      .output(analyticsReportSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        const row = await prisma.analyticsReport.create({
          data: {
            id: uuidv7(now.getTime()),
            shopId: ctx.shopId,
            name: input.name,
            range: input.range,
            fromDay: input.from ?? null,
            toDay: input.to ?? null,
            currency: ctx.principal?.currency ?? 'USD',
            createdAt: now,
          },
        });
        return toReport(row, null);
      }),

    list: shopProcedure
      .input(listAnalyticsReportsInputSchema)
      .output(analyticsReportListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(cursors, input, 'reports', (below, take) =>
          prisma.analyticsReport.findMany({
            where: { shopId: ctx.shopId, ...below },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        const latest = await latestRuns(
          deps,
          items.map((row) => row.id),
        );
        return { data: items.map((row) => toReport(row, latest.get(row.id) ?? null)), pagination };
      }),

    get: shopProcedure
      .input(analyticsReportIdInputSchema)
      .output(analyticsReportSchema)
      .query(async ({ ctx, input }) => {
        const row = await findReport(prisma, ctx.shopId, input.id);
        return toReport(row, (await latestRuns(deps, [row.id])).get(row.id) ?? null);
      }),

    generate: shopProcedure
      .input(analyticsReportIdInputSchema)
      .output(reportRunSchema)
      .mutation(async ({ ctx, input }) => toRun(await queueRun(deps, ctx.shopId, input.id))),
  });
}

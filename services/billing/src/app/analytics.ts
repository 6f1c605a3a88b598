import type { AnalyticsReport, ReportResult, ReportRun } from '@shopforge/contracts';
import { toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import { findReport } from '../db/analytics-reports';
import type { BillingDeps } from '../deps';
import { buildSalesReport, type ReportRange, reportPeriod } from '../domain/sales-report';
import type { AnalyticsReport as ReportRow, AnalyticsReportRun as RunRow } from '../generated/prisma/client';

/** Statuses of invoices whose money was received (whatever happened to it after). */
const RECEIVED = ['PROCESSING', 'COMPLETED', 'PARTIAL_REFUND', 'REFUNDED', 'DISPUTED'];
/** A run left RUNNING this long (its worker died) is taken again. */
export const STALE_RUN_MS = 5 * 60_000;

const seconds = (date: Date | null) => (date ? toUnixSeconds(date) : null);

export function toRun(row: RunRow): ReportRun {
  return {
    id: row.id,
    report_id: row.reportId,
    status: row.status as ReportRun['status'],
    result: (row.result as ReportResult | null) ?? null,
    error: row.error,
    created_at: toUnixSeconds(row.createdAt),
    started_at: seconds(row.startedAt),
    finished_at: seconds(row.finishedAt),
  };
}

export function toReport(row: ReportRow, latest: RunRow | null): AnalyticsReport {
  return {
    id: row.id,
    name: row.name,
    range: row.range as AnalyticsReport['range'],
    from: row.fromDay,
    to: row.toDay,
    currency: row.currency,
    created_at: toUnixSeconds(row.createdAt),
    latest_run: latest ? toRun(latest) : null,
  };
}

export async function latestRuns(deps: BillingDeps, reportIds: string[]) {
  const runs = await deps.prisma.analyticsReportRun.findMany({
    where: { reportId: { in: reportIds } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    distinct: ['reportId'],
  });
  return new Map(runs.map((run) => [run.reportId, run]));
}

/**
 * `POST /analytics/reports/{id}/generate`: queues a run for billing's worker and answers it
 * (202). A run already queued or running is answered instead of queueing another.
 */
export async function queueRun(deps: BillingDeps, shopId: string, id: string) {
  const report = await findReport(deps.prisma, shopId, id);
  const open = await deps.prisma.analyticsReportRun.findFirst({
    where: { reportId: report.id, status: { in: ['QUEUED', 'RUNNING'] } },
    orderBy: { createdAt: 'desc' },
  });
  if (open) return open;
  const now = deps.clock.now();
  return deps.prisma.analyticsReportRun.create({
    data: { id: uuidv7(now.getTime()), reportId: report.id, shopId, status: 'QUEUED', createdAt: now },
  });
}

/** Computes one run's figures from the shop's paid invoices and refunds of the period. */
async function compute(deps: BillingDeps, report: ReportRow, now: Date): Promise<ReportResult> {
  const period = reportPeriod(report.range as ReportRange, now, { from: report.fromDay, to: report.toDay });
  const [invoices, refunds] = await Promise.all([
    deps.prisma.invoice.findMany({
      where: { shopId: report.shopId, status: { in: RECEIVED }, paidAt: { gte: period.from, lt: period.to } },
      select: {
        kind: true,
        currency: true,
        total: true,
        paidAt: true,
        lines: { select: { productId: true, productTitle: true, quantity: true, total: true } },
      },
    }),
    deps.prisma.refund.findMany({
      where: { shopId: report.shopId, createdAt: { gte: period.from, lt: period.to } },
      select: { amount: true, createdAt: true, invoice: { select: { currency: true } } },
    }),
  ]);
  return buildSalesReport({
    currency: report.currency,
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    invoices: invoices.map((invoice) => ({ ...invoice, paidAt: invoice.paidAt ?? now })),
    refunds: refunds.map((refund) => ({ ...refund, currency: refund.invoice.currency })),
  });
}

/**
 * One pass of the report worker: takes queued runs (and runs whose worker died) one at a time
 * with a conditional claim, so two replicas never run the same one, and stores the result or
 * the failure. Returns how many it finished.
 */
export async function runQueuedReports(deps: BillingDeps, limit = 5): Promise<number> {
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - STALE_RUN_MS);
  const due = await deps.prisma.analyticsReportRun.findMany({
    where: { OR: [{ status: 'QUEUED' }, { status: 'RUNNING', startedAt: { lt: stale } }] },
    orderBy: { createdAt: 'asc' },
    take: limit,
    include: { report: true },
  });
  let finished = 0;
  for (const run of due) {
    const claimed = await deps.prisma.analyticsReportRun.updateMany({
      where: { id: run.id, status: run.status, startedAt: run.startedAt },
      data: { status: 'RUNNING', startedAt: now },
    });
    if (claimed.count === 0) continue;
    try {
      const result = await compute(deps, run.report, deps.clock.now());
      await deps.prisma.analyticsReportRun.update({
        where: { id: run.id },
        data: { status: 'SUCCEEDED', result, finishedAt: deps.clock.now() },
      });
    } catch (error) {
      deps.log.error({ err: error, run: run.id }, 'report run failed');
      await deps.prisma.analyticsReportRun.update({
        where: { id: run.id },
        data: {
          status: 'FAILED',
          error: 'The report could not be computed; generate it again.',
          finishedAt: deps.clock.now(),
        },
      });
    }
    finished += 1;
  }
  return finished;
}

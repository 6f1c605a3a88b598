import {
  analyticsReportListSchema,
  analyticsReportSchema,
  createAnalyticsReportInputSchema,
  listAnalyticsReportsQuerySchema,
  reportRunSchema,
} from '@shopforge/contracts';
import type { RouteDef } from './route';

const billing = { service: 'billing' as const };

/** Analytics reports (docs/analytics.md). */
export const analyticsRoutes: RouteDef[] = [
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/analytics/reports',
    scopes: ['analytics.read'],
    procedure: 'analytics.list',
    kind: 'query',
    query: listAnalyticsReportsQuerySchema,
    output: analyticsReportListSchema,
    envelope: 'as_is',
    summary: 'Saved reports, newest first, cursor-paged, each with its latest run (status and result).',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/analytics/reports',
    scopes: ['analytics.write'],
    procedure: 'analytics.create',
    kind: 'mutation',
    body: createAnalyticsReportInputSchema,
    output: analyticsReportSchema,
    envelope: 'data',
    status: 201,
    summary:
      'Save a report: `name`, `range` (LAST_7_DAYS, LAST_30_DAYS (default), LAST_90_DAYS, MONTH_TO_DATE, CUSTOM with `from`/`to` days).',
  },
  {
    ...billing,
    method: 'GET',
    path: '/dev/v1/analytics/reports/{id}',
    scopes: ['analytics.read'],
    procedure: 'analytics.get',
    kind: 'query',
    output: analyticsReportSchema,
    envelope: 'data',
    summary: 'One report with its latest run: poll here until `latest_run.status` is SUCCEEDED or FAILED.',
  },
  {
    ...billing,
    method: 'POST',
    path: '/dev/v1/analytics/reports/{id}/generate',
    scopes: ['analytics.write'],
    procedure: 'analytics.generate',
    kind: 'mutation',
    output: reportRunSchema,
    envelope: 'data',
    status: 202,
    summary:
      'Queue a generation (revenue, orders, refunds, top products, by day, in the shop currency); answers the QUEUED run (or the one already queued or running).',
  },
];

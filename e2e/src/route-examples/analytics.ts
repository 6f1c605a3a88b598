import { api, unique } from './api';
import { shared } from './shared';
import type { ExampleContext, RouteExamples } from './types';

const REPORTS = '/dev/v1/analytics/reports';

const sharedReport = (ctx: ExampleContext) =>
  shared(ctx, 'report', () => api<{ id: string }>(ctx, 'POST', REPORTS, { name: unique('Sales ') }));

export const analyticsExamples: RouteExamples = {
  'GET /dev/v1/analytics/reports': async (ctx) => {
    await sharedReport(ctx);
    return { path: REPORTS };
  },
  'POST /dev/v1/analytics/reports': async () => ({
    path: REPORTS,
    body: { name: 'September', range: 'CUSTOM', from: '2025-09-01', to: '2025-09-30' },
  }),
  'GET /dev/v1/analytics/reports/{id}': async (ctx) => ({
    path: `${REPORTS}/${(await sharedReport(ctx)).id}`,
  }),
  'POST /dev/v1/analytics/reports/{id}/generate': async (ctx) => ({
    path: `${REPORTS}/${(await sharedReport(ctx)).id}/generate`,
  }),
};

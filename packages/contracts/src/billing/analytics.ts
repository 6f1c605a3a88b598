import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { cursorInputSchema, cursorPage, cursorQuerySchema } from '../pagination';

export const REPORT_RANGES = [
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'MONTH_TO_DATE',
  'CUSTOM',
] as const;
export const REPORT_RUN_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;

const money = z.number();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD.');

/** What a generated report holds (docs/analytics.md). Amounts are in `currency`, the shop's. */
export const reportResultSchema = z.object({
  currency: z.string(),
  from: day,
  to: day,
  revenue: money,
  refunds: money,
  net_revenue: money,
  orders: z.number().int().nonnegative(),
  payments: z.number().int().nonnegative(),
  refund_count: z.number().int().nonnegative(),
  average_order_value: money,
  top_products: z.array(
    z.object({ product_id: z.string(), title: z.string(), quantity: z.number().int(), revenue: money }),
  ),
  by_day: z.array(
    z.object({
      date: day,
      revenue: money,
      refunds: money,
      orders: z.number().int(),
      payments: z.number().int(),
    }),
  ),
  /** Sales in other currencies, which are not converted (no exchange rates are applied). */
  other_currencies: z.array(
    z.object({ currency: z.string(), revenue: money, refunds: money, orders: z.number().int() }),
  ),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const reportRunSchema = z.object({
  id: idSchema,
  report_id: idSchema,
  status: z.enum(REPORT_RUN_STATUSES),
  result: reportResultSchema.nullable(),
  error: z.string().nullable(),
  created_at: unixSeconds,
  started_at: unixSeconds.nullable(),
  finished_at: unixSeconds.nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

export const analyticsReportSchema = z.object({
  id: idSchema,
  name: z.string(),
  range: z.enum(REPORT_RANGES),
  from: day.nullable(),
  to: day.nullable(),
  currency: z.string(),
  created_at: unixSeconds,
  /** The newest generation, if any: its status, and its result once it succeeded. */
  latest_run: reportRunSchema.nullable(),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const createAnalyticsReportInputSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    range: z.enum(REPORT_RANGES).default('LAST_30_DAYS'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.range !== 'CUSTOM') {
      if (input.from || input.to)
        ctx.addIssue({ code: 'custom', path: ['range'], message: 'from and to go with range CUSTOM.' });
      return;
    }
    if (!input.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Required for range CUSTOM.' });
    if (!input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Required for range CUSTOM.' });
    if (!input.from || !input.to) return;
    const from = Date.parse(`${input.from}T00:00:00Z`);
    const to = Date.parse(`${input.to}T00:00:00Z`);
    if (Number.isNaN(from)) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Not a calendar day.' });
    if (Number.isNaN(to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Not a calendar day.' });
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from.' });
    if (to - from > 365 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A report covers at most 366 days.' });
  });

export const listAnalyticsReportsQuerySchema = cursorQuerySchema;
export const listAnalyticsReportsInputSchema = cursorInputSchema;
export const analyticsReportListSchema = cursorPage(analyticsReportSchema);
export const analyticsReportIdInputSchema = z.object({ id: z.string().max(64) });

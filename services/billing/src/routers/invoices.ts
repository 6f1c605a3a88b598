import {
  type Filter,
  invoiceListSchema,
  invoiceRefSchema,
  invoiceSchema,
  invoiceTimelineSchema,
  listInvoicesInputSchema,
} from '@shopforge/contracts';
import { jsonListPage, jsonPageOutput, router, shopProcedure, sql } from '@shopforge/service-kit';
import type { z } from 'zod';
import { invoiceTimeline } from '../app/timeline';
import { findInvoice, invoiceNotFound } from '../db/invoices';
import { listInvoicePage } from '../db/list-invoices';
import { INVOICE_FROM, invoiceJson } from '../db/list-invoices-json';
import type { BillingDeps } from '../deps';
import { toInvoiceRecord } from '../domain/records';

export function invoicesRouter(deps: BillingDeps) {
  const record = (row: Parameters<typeof toInvoiceRecord>[0]) =>
    toInvoiceRecord(row, deps.settings.publicBaseUrl);
  const invoiceList = invoiceJson(deps.settings.publicBaseUrl);
  return router({
    /** One statement serialises the page (db/list-invoices-json.ts), passed on as JSON text. */
    list: shopProcedure
      .input(listInvoicesInputSchema)
      .output(jsonPageOutput(invoiceListSchema))
      .query(async ({ ctx, input }) => {
        // The older single-field parameters are filters too, and bind cursors like them.
        const legacy: Filter<'status' | 'customer_email'>[] = [
          ...(input.status ? [{ field: 'status' as const, op: 'eq' as const, value: input.status }] : []),
          ...(input.customerEmail
            ? [{ field: 'customer_email' as const, op: 'eq' as const, value: input.customerEmail }]
            : []),
        ];
        const page = await listInvoicePage(deps, {
          listName: 'invoices',
          record: invoiceList,
          from: INVOICE_FROM,
          shopId: ctx.shopId,
          scope: sql`true`,
          query: { filters: [...input.filters, ...legacy], sorts: input.sorts },
          cursor: input.cursor,
          limit: input.limit,
        });
        return jsonListPage<z.output<typeof invoiceListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(invoiceRefSchema)
      .output(invoiceSchema)
      .query(async ({ ctx, input }) => {
        const found = await findInvoice(deps.prisma, ctx.shopId, input.uniqid);
        if (!found) throw invoiceNotFound();
        return record(found);
      }),

    timeline: shopProcedure
      .input(invoiceRefSchema)
      .output(invoiceTimelineSchema)
      .query(({ ctx, input }) => invoiceTimeline(deps, ctx.principal, input.uniqid)),
  });
}

import type { SqlExecutor } from '@shopforge/db/sql';
import { insertOutboxRows, stageOutboxEvents } from '@shopforge/events';
import type { StoredInvoice } from '../domain/rows';
import { insertInvoiceSql, insertLinesSql, invoiceRecord, lineRecords } from './invoice-json';
import { orderEvents } from './order-events';
import { insertOrderRequestSql, type OrderRequestRecord } from './order-requests';
import { insertTimelineSql, type TimelineRecord } from './timeline';

/**
 * A new order in one statement: the invoice, its lines, its `created` timeline event and
 * `order:created` (with its `:product` variant). One statement is one transaction: all of it
 * is written or none, so an order never exists without its event, and an event never names an
 * order that is not there. Foreign keys are checked at the end of the statement, when the
 * invoice the lines name exists. The request's Idempotency-Key, when it has one, is written in
 * the same statement: a second order under the key fails on its primary key, writing nothing.
 */
const INSERT_ORDER_SQL = `WITH "invoice" AS (${insertInvoiceSql('$1')}),
"lines" AS (${insertLinesSql('$2')}),
"timeline" AS (${insertTimelineSql('$3')}),
"outbox" AS (${insertOutboxRows('$4')}),
"request" AS (${insertOrderRequestSql('$5')})
SELECT 1 AS "written"`;

/**
 * Writes the order built in memory (`newOrderInvoice`). `executor` is the driver, or the
 * transaction that also opens the order's subscriptions.
 */
export function insertOrder(
  executor: SqlExecutor,
  invoice: StoredInvoice,
  created: TimelineRecord,
  request: OrderRequestRecord | null,
): Promise<unknown> {
  return stageOutboxEvents(orderEvents('order:created', invoice, invoice.createdAt), (rows) =>
    executor.query(INSERT_ORDER_SQL, [
      JSON.stringify(invoiceRecord(invoice)),
      JSON.stringify(lineRecords(invoice)),
      JSON.stringify([created]),
      JSON.stringify(rows),
      JSON.stringify(request ? [request] : []),
    ]),
  );
}

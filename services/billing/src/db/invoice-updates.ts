import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import type { DecimalLike } from '@shopforge/service-kit';
import type { StoredInvoice } from '../domain/rows';
import { assignmentsOf } from './field-json';
import { INVOICE_FIELDS, INVOICE_JSON, invoiceFromJson } from './invoice-json';
import { invoiceNotFound } from './invoices';
import { insertTimelineSql, type TimelineRecord } from './timeline';

type Money = string | DecimalLike;
type Writer = SqlExecutor | PrismaRawClient;

/** The invoice fields a change writes; `null` clears one, an absent field is left as it is. */
export interface InvoiceChanges {
  status?: string;
  statusBeforeDispute?: string | null;
  flowType?: string;
  gateway?: string | null;
  cryptoGateway?: string | null;
  providerReference?: string | null;
  amountReceived?: Money;
  cryptoAddress?: string | null;
  cryptoUri?: string | null;
  cryptoUnits?: Money | null;
  cryptoDecimals?: number | null;
  cryptoRate?: Money | null;
  cryptoReceivedUnits?: Money;
  cryptoConfirmations?: number;
  cryptoConfirmationsNeeded?: number | null;
  refundedAmount?: Money;
  voidDetails?: string | null;
  expiresAt?: Date | null;
  paidAt?: Date | null;
  fulfilmentDueAt?: Date | null;
  paidEventAt?: Date | null;
  updatedAt: Date;
}

/** The line fields fulfilment writes. */
export interface LineDelivery {
  id: string;
  deliveryStatus: 'DELIVERED' | 'FAILED';
  deliveredAt?: Date;
  licenseKeys?: string[];
  deliveredText?: string | null;
  deliveryError: string | null;
}

/**
 * Writes `changes` to the invoice and returns it as the change left it, lines included, in one
 * statement, with the timeline rows recording the change (`entries`, in their order). The lines
 * are read from the transaction's snapshot, so line updates made earlier in the same transaction
 * are in the result. Run it in the transaction that holds the invoice's lock: an invoice that is
 * gone throws, and the throw rolls the rows back with everything else.
 */
export async function updateInvoice(
  tx: Writer,
  id: string,
  changes: InvoiceChanges,
  entries: readonly TimelineRecord[] = [],
): Promise<StoredInvoice> {
  const { sets, params } = assignmentsOf(changes, INVOICE_FIELDS, 2);
  const timeline =
    entries.length > 0 ? `, "recorded" AS (${insertTimelineSql(`$${params.length + 2}`)})` : '';
  const rows = await executorFor(tx).query<{ invoice: unknown }>(
    `WITH "changed" AS (UPDATE "invoices" SET ${sets} WHERE "id" = $1::uuid RETURNING *)${timeline}
SELECT ${INVOICE_JSON} FROM "changed" i`,
    entries.length > 0 ? [id, ...params, JSON.stringify(entries)] : [id, ...params],
  );
  if (!rows[0]) throw invoiceNotFound();
  return invoiceFromJson(rows[0].invoice);
}

const LINES_SQL = `UPDATE "invoice_lines" l SET
  "delivery_status" = d."deliveryStatus",
  "delivered_at" = CASE WHEN d."deliveredAt" IS NULL THEN l."delivered_at" ELSE d."deliveredAt" END,
  "license_keys" = coalesce(d."licenseKeys", l."license_keys"),
  "delivered_text" = CASE WHEN d."hasText" THEN d."deliveredText" ELSE l."delivered_text" END,
  "delivery_error" = d."deliveryError"
FROM (
  SELECT e->>'id' AS "id", e->>'deliveryStatus' AS "deliveryStatus", (e->>'deliveredAt')::timestamptz AS "deliveredAt",
    CASE WHEN jsonb_typeof(e->'licenseKeys') = 'array'
      THEN ARRAY(SELECT jsonb_array_elements_text(e->'licenseKeys')) END AS "licenseKeys",
    e ? 'deliveredText' AS "hasText", e->>'deliveredText' AS "deliveredText", e->>'deliveryError' AS "deliveryError"
  FROM jsonb_array_elements($1::jsonb) AS e
) d
WHERE l."id" = d."id"::uuid`;

/** Records each line's delivery outcome, every line in one statement. */
export async function updateLines(tx: Writer, deliveries: readonly LineDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await executorFor(tx).query(LINES_SQL, [JSON.stringify(deliveries)]);
}

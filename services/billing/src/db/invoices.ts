import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { AppError } from '@shopforge/errors';
import type { Prisma } from '../generated/prisma/client';
import type { StoredInvoice } from '../domain/rows';
import { INVOICE_JSON, invoiceFromJson } from './invoice-json';

export type BillingTx = Prisma.TransactionClient;
/** The driver (`deps.sql`, or a transaction of it), or Prisma inside one of its transactions. */
type Reader = SqlExecutor | PrismaRawClient;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invoiceNotFound = () => new AppError('INVOICE_NOT_FOUND', 'Invoice not found.');
export const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found.');

async function one(db: Reader, where: string, params: unknown[]): Promise<StoredInvoice | null> {
  const rows = await executorFor(db).query<{ invoice: unknown }>(
    `SELECT ${INVOICE_JSON} FROM "invoices" i WHERE ${where}`,
    params,
  );
  return rows[0] ? invoiceFromJson(rows[0].invoice) : null;
}

const BY_SHOP_AND_REF = `i."shop_id" = $1::uuid AND (i."id" = $2::uuid OR i."uniqid" = $2::uuid)`;

/**
 * An invoice of the shop by its id or its uniqid (both UUIDs), with its lines. Another shop's
 * invoice is simply absent (docs/architecture.md#data-rules: tenancy).
 */
export async function findInvoice(db: Reader, shopId: string, ref: string, kind?: 'PRODUCT' | 'PAYMENT') {
  if (!UUID.test(ref)) return null;
  const value = ref.toLowerCase();
  return kind
    ? one(db, `${BY_SHOP_AND_REF} AND i."kind" = $3`, [shopId, value, kind])
    : one(db, BY_SHOP_AND_REF, [shopId, value]);
}

/** By uniqid alone: the hosted checkout and provider reconciliation, which carry no shop. */
export async function findInvoiceByUniqid(db: Reader, uniqid: string) {
  if (!UUID.test(uniqid)) return null;
  return one(db, `i."uniqid" = $1::uuid`, [uniqid.toLowerCase()]);
}

export async function loadInvoice(db: Reader, id: string): Promise<StoredInvoice> {
  const invoice = await one(db, `i."id" = $1::uuid`, [id]);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/**
 * What a provider's payment event is held to (its currency; the amount is the attempt's), and
 * where a mismatch is recorded: one row by its key, without the lines `loadInvoice` brings.
 */
export async function invoiceMoneyOf(
  db: SqlExecutor,
  id: string,
): Promise<{ shopId: string; uniqid: string; currency: string }> {
  const [row] = await db.query<{ shopId: string; uniqid: string; currency: string }>(
    `SELECT "shop_id"::text AS "shopId", "uniqid"::text AS "uniqid", "currency" FROM "invoices" WHERE "id" = $1::uuid`,
    [id],
  );
  if (!row) throw invoiceNotFound();
  return row;
}

/**
 * Takes the invoice's row lock for the rest of the transaction and reads it fresh, in one
 * statement: changes that depend on its current state (refund amounts, fulfilment results)
 * queue behind each other.
 */
export async function lockInvoice(tx: BillingTx | SqlExecutor, id: string): Promise<StoredInvoice> {
  const invoice = await one(tx, `i."id" = $1::uuid FOR UPDATE OF i`, [id]);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

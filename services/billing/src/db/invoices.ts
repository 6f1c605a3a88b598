import { AppError } from '@shopforge/errors';
import type { Prisma } from '../generated/prisma/client';
import type { BillingPrisma } from './client';

export type BillingTx = Prisma.TransactionClient;
type Reader = BillingPrisma | BillingTx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const withLines = { lines: { orderBy: { position: 'asc' } } } as const;

export const invoiceNotFound = () => new AppError('INVOICE_NOT_FOUND', 'Invoice not found.');
export const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found.');

/**
 * An invoice of the shop by its id or its uniqid (both UUIDs), with its lines. Another shop's
 * invoice is simply absent (DESIGN.md §4: tenancy).
 */
export async function findInvoice(db: Reader, shopId: string, ref: string, kind?: 'PRODUCT' | 'PAYMENT') {
  if (!UUID.test(ref)) return null;
  const value = ref.toLowerCase();
  return db.invoice.findFirst({
    where: { shopId, OR: [{ id: value }, { uniqid: value }], ...(kind ? { kind } : {}) },
    include: withLines,
  });
}

/** By uniqid alone: the hosted checkout and provider reconciliation, which carry no shop. */
export async function findInvoiceByUniqid(db: Reader, uniqid: string) {
  if (!UUID.test(uniqid)) return null;
  return db.invoice.findUnique({ where: { uniqid: uniqid.toLowerCase() }, include: withLines });
}

export async function loadInvoice(db: Reader, id: string) {
  return db.invoice.findUniqueOrThrow({ where: { id }, include: withLines });
}

/**
 * Takes the invoice's row lock for the rest of the transaction, then reads it fresh: changes
 * that depend on its current state (refund amounts, fulfilment results) queue behind each other.
 */
export async function lockInvoice(tx: BillingTx, id: string) {
  await tx.$queryRaw`SELECT "id" FROM "invoices" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return loadInvoice(tx, id);
}

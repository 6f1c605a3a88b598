import { canonicalListBinding, type Filter, type ParsedListQuery } from '@shopforge/contracts';
import {
  type ColumnMap,
  type CursorCodec,
  keysetAfter,
  keysetPosition,
  pageOf,
  toPrismaOrderBy,
  toPrismaWhere,
} from '@shopforge/service-kit';
import type { Prisma } from '../generated/prisma/client';
import type { BillingPrisma } from './client';

/** API list fields → invoice columns, for orders and invoices alike. */
export const INVOICE_COLUMNS = {
  status: 'status',
  type: 'kind',
  customer_email: 'customerEmail',
  gateway: 'gateway',
  affiliate_code: 'affiliateCode',
  currency: 'currency',
  total: 'total',
  created_at: { column: 'createdAt', as: 'unix_seconds' },
  updated_at: { column: 'updatedAt', as: 'unix_seconds' },
} as const satisfies ColumnMap<string>;

type Field = keyof typeof INVOICE_COLUMNS;

/**
 * One cursor page of the shop's invoices under `filters` and `sorts` (docs/lists.md): keyset
 * paging in the list's full order, the cursor bound to the list's name, filters and sorts.
 */
export async function listInvoicePage(
  db: { prisma: BillingPrisma; cursors: CursorCodec },
  options: {
    listName: string;
    shopId: string;
    scope: Prisma.InvoiceWhereInput;
    query: ParsedListQuery<Field, Field>;
    cursor: string | undefined;
    limit: number;
  },
) {
  const { query } = options;
  const binding = canonicalListBinding(options.listName, query);
  const after = options.cursor ? db.cursors.decode(options.cursor, binding) : null;
  const where: Prisma.InvoiceWhereInput = {
    AND: [
      { shopId: options.shopId, ...options.scope },
      toPrismaWhere(query.filters as Filter<Field>[], INVOICE_COLUMNS) as Prisma.InvoiceWhereInput,
      after ? (keysetAfter(after, query.sorts, INVOICE_COLUMNS) as Prisma.InvoiceWhereInput) : {},
    ],
  };
  const rows = await db.prisma.invoice.findMany({
    where,
    orderBy: toPrismaOrderBy(query.sorts, INVOICE_COLUMNS) as Prisma.InvoiceOrderByWithRelationInput[],
    take: options.limit + 1,
    include: { lines: { orderBy: { position: 'asc' } } },
  });
  return pageOf(rows, options.limit, (last) =>
    db.cursors.encode(keysetPosition(last, query.sorts, INVOICE_COLUMNS), binding),
  );
}

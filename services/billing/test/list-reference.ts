import {
  canonicalListBinding,
  customerListSchema,
  type Filter,
  invoiceListSchema,
  orderListSchema,
  type ParsedListQuery,
  subscriptionListSchema,
} from '@shopforge/contracts';
import {
  type ColumnMap,
  keysetAfter,
  keysetPosition,
  newestFirstPage,
  pageOf,
  toPrismaOrderBy,
  toPrismaWhere,
} from '@shopforge/service-kit';
import { invoicesOf, toSubscription } from '../src/db/subscriptions';
import type { BillingDeps } from '../src/deps';
import { toCustomer } from '../src/domain/customer-record';
import { toInvoiceRecord, toOrderRecord } from '../src/domain/records';
import type { Prisma } from '../src/generated/prisma/client';

/**
 * The list routes as they were before the database serialised their pages: Prisma rows, the
 * record mapping, the contract schema, `JSON.stringify`. The tests compare the new pages' text
 * with these, byte for byte, for every filter, sort and cursor.
 */

const CUSTOMER_COLUMNS = {
  email: 'email',
  country_code: 'countryCode',
  total_spent: 'totalSpent',
  order_count: 'orderCount',
  customer_balance: 'balance',
  created_at: { column: 'createdAt', as: 'unix_seconds' },
  updated_at: { column: 'updatedAt', as: 'unix_seconds' },
} as const satisfies ColumnMap<string>;

const INVOICE_COLUMNS = {
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

interface Page<F extends string> {
  shopId: string;
  query: ParsedListQuery<F, F>;
  cursor?: string | undefined;
  limit: number;
}

export async function oldCustomerPage(deps: BillingDeps, options: Page<keyof typeof CUSTOMER_COLUMNS>) {
  const { query } = options;
  const binding = canonicalListBinding('customers', query);
  const after = options.cursor ? deps.cursors.decode(options.cursor, binding) : null;
  const rows = await deps.prisma.customer.findMany({
    where: {
      AND: [
        { shopId: options.shopId },
        toPrismaWhere(query.filters as Filter[], CUSTOMER_COLUMNS) as Prisma.CustomerWhereInput,
        after ? (keysetAfter(after, query.sorts, CUSTOMER_COLUMNS) as Prisma.CustomerWhereInput) : {},
      ],
    },
    orderBy: toPrismaOrderBy(query.sorts, CUSTOMER_COLUMNS) as Prisma.CustomerOrderByWithRelationInput[],
    take: options.limit + 1,
  });
  const page = pageOf(rows, options.limit, (last) =>
    deps.cursors.encode(keysetPosition(last, query.sorts, CUSTOMER_COLUMNS), binding),
  );
  return JSON.stringify(
    customerListSchema.parse({ data: page.items.map(toCustomer), pagination: page.pagination }),
  );
}

async function oldInvoiceRows(
  deps: BillingDeps,
  listName: string,
  scope: Prisma.InvoiceWhereInput,
  options: Page<keyof typeof INVOICE_COLUMNS>,
) {
  const { query } = options;
  const binding = canonicalListBinding(listName, query);
  const after = options.cursor ? deps.cursors.decode(options.cursor, binding) : null;
  const rows = await deps.prisma.invoice.findMany({
    where: {
      AND: [
        { shopId: options.shopId, ...scope },
        toPrismaWhere(query.filters as Filter[], INVOICE_COLUMNS) as Prisma.InvoiceWhereInput,
        after ? (keysetAfter(after, query.sorts, INVOICE_COLUMNS) as Prisma.InvoiceWhereInput) : {},
      ],
    },
    orderBy: toPrismaOrderBy(query.sorts, INVOICE_COLUMNS) as Prisma.InvoiceOrderByWithRelationInput[],
    take: options.limit + 1,
    include: { lines: { orderBy: { position: 'asc' } } },
  });
  return pageOf(rows, options.limit, (last) =>
    deps.cursors.encode(keysetPosition(last, query.sorts, INVOICE_COLUMNS), binding),
  );
}

export async function oldOrderPage(deps: BillingDeps, options: Page<keyof typeof INVOICE_COLUMNS>) {
  const page = await oldInvoiceRows(deps, 'orders', { kind: 'PRODUCT' }, options);
  const data = page.items.map((row) => toOrderRecord(row, deps.settings.publicBaseUrl));
  return JSON.stringify(orderListSchema.parse({ data, pagination: page.pagination }));
}

export async function oldInvoicePage(deps: BillingDeps, options: Page<keyof typeof INVOICE_COLUMNS>) {
  const page = await oldInvoiceRows(deps, 'invoices', {}, options);
  const data = page.items.map((row) => toInvoiceRecord(row, deps.settings.publicBaseUrl));
  return JSON.stringify(invoiceListSchema.parse({ data, pagination: page.pagination }));
}

export async function oldSubscriptionPage(
  deps: BillingDeps,
  options: { shopId: string; status?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const statuses =
    options.status === 'CANCELED' || options.status === 'CANCELLED'
      ? ['CANCELED', 'CANCELLED']
      : options.status
        ? [options.status]
        : null;
  const binding = `subscriptions:${options.status ?? ''}`;
  const { items, pagination } = await newestFirstPage(deps.cursors, options, binding, (below, take) =>
    deps.prisma.subscription.findMany({
      where: { shopId: options.shopId, ...(statuses ? { status: { in: statuses } } : {}), ...below },
      orderBy: { id: 'desc' },
      take,
    }),
  );
  const invoices = await invoicesOf(
    deps.prisma,
    items.map((row) => row.id),
  );
  const data = items.map((row) => toSubscription(row, invoices.get(row.id) ?? []));
  return JSON.stringify(subscriptionListSchema.parse({ data, pagination }));
}

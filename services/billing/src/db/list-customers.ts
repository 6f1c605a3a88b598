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

/** API list fields → customer columns. */
const CUSTOMER_COLUMNS = {
  email: 'email',
  country_code: 'countryCode',
  total_spent: 'totalSpent',
  order_count: 'orderCount',
  customer_balance: 'balance',
  created_at: { column: 'createdAt', as: 'unix_seconds' },
  updated_at: { column: 'updatedAt', as: 'unix_seconds' },
} as const satisfies ColumnMap<string>;

type Field = keyof typeof CUSTOMER_COLUMNS;

/** One cursor page of the shop's customers under `filters` and `sorts` (docs/lists.md). */
export async function listCustomerPage(
  db: { prisma: BillingPrisma; cursors: CursorCodec },
  options: {
    shopId: string;
    query: ParsedListQuery<Field, Field>;
    cursor: string | undefined;
    limit: number;
  },
) {
  const { query } = options;
  const binding = canonicalListBinding('customers', query);
  const after = options.cursor ? db.cursors.decode(options.cursor, binding) : null;
  const where: Prisma.CustomerWhereInput = {
    AND: [
      { shopId: options.shopId },
      toPrismaWhere(query.filters as Filter<Field>[], CUSTOMER_COLUMNS) as Prisma.CustomerWhereInput,
      after ? (keysetAfter(after, query.sorts, CUSTOMER_COLUMNS) as Prisma.CustomerWhereInput) : {},
    ],
  };
  const rows = await db.prisma.customer.findMany({
    where,
    orderBy: toPrismaOrderBy(query.sorts, CUSTOMER_COLUMNS) as Prisma.CustomerOrderByWithRelationInput[],
    take: options.limit + 1,
  });
  return pageOf(rows, options.limit, (last) =>
    db.cursors.encode(keysetPosition(last, query.sorts, CUSTOMER_COLUMNS), binding),
  );
}

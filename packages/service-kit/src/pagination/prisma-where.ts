import type { Filter } from '@shopforge/contracts';
import { type ColumnMap, type ColumnSpec, columnOf, isUnixSeconds } from './columns';
import { escapeLike } from './like-pattern';

/** A Prisma `where` object, built as plain data so this package needs no Prisma client. */
export type PrismaWhere = Record<string, unknown>;

/**
 * Translates parsed filters (all must hold) into a Prisma `where`. Combine it with the shop
 * scope and the keyset condition under one `AND`. `neq`/`nin` follow SQL and never match an
 * empty (NULL) column; `contains` ignores case (PostgreSQL ILIKE) and matches its text
 * literally: Prisma leaves `%` and `_` as wildcards, so they are escaped here.
 */
export function toPrismaWhere<K extends string>(
  filters: readonly Filter<K>[],
  columns: ColumnMap<K>,
): PrismaWhere {
  if (filters.length === 0) return {};
  return { AND: filters.map((filter) => condition(filter, columns[filter.field])) };
}

function condition(filter: Filter, spec: ColumnSpec): PrismaWhere {
  const column = columnOf(spec);
  if (filter.op === 'is_null') return { [column]: filter.value ? null : { not: null } };
  if (isUnixSeconds(spec)) return secondsCondition(column, filter);
  switch (filter.op) {
    case 'eq':
      return { [column]: filter.value };
    case 'neq':
      return { [column]: { not: filter.value } };
    case 'in':
      return { [column]: { in: filter.value } };
    case 'nin':
      return { [column]: { notIn: filter.value } };
    case 'contains':
      return { [column]: { contains: escapeLike(filter.value), mode: 'insensitive' } };
    default:
      return { [column]: { [filter.op]: filter.value } };
  }
}

/**
 * The API shows whole seconds of millisecond columns, so second `s` stands for the interval
 * [s, s+1): `eq 1700000000` matches 1700000000.250, and `gt 1700000000` must not, because
 * that row is shown as 1700000000.
 */
function secondsCondition(column: string, filter: Exclude<Filter, { op: 'is_null' }>): PrismaWhere {
  const start = (value: unknown) => new Date(Number(value) * 1000);
  const next = (value: unknown) => new Date((Number(value) + 1) * 1000);
  const within = (value: unknown) => ({ [column]: { gte: start(value), lt: next(value) } });
  const outside = (value: unknown) => ({
    OR: [{ [column]: { lt: start(value) } }, { [column]: { gte: next(value) } }],
  });
  switch (filter.op) {
    case 'eq':
      return within(filter.value);
    case 'neq':
      return outside(filter.value);
    case 'in':
      return { OR: filter.value.map(within) };
    case 'nin':
      return { AND: filter.value.map(outside) };
    case 'gt':
      return { [column]: { gte: next(filter.value) } };
    case 'gte':
      return { [column]: { gte: start(filter.value) } };
    case 'lt':
      return { [column]: { lt: start(filter.value) } };
    case 'lte':
      return { [column]: { lt: next(filter.value) } };
    case 'contains':
      throw new Error(`"contains" cannot apply to the timestamp column ${column}.`);
  }
}

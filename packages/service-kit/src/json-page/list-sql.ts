import type { Filter, Sort } from '@shopforge/contracts';
import { cursorError } from '../pagination/cursor-error';
import type { CursorPosition, KeysetValue } from '../pagination/cursor-position';
import { containsPattern } from '../pagination/like-pattern';
import { orderTerms } from '../pagination/prisma-order';
import { joinSql, rawSql, type Sql, sql } from './sql';

/**
 * The SQL form of a list's filters, sorts and keyset (docs/lists.md), for pages the database
 * serialises. It means what `toPrismaWhere`, `toPrismaOrderBy`, `keysetAfter` and
 * `keysetPosition` mean (the tests run both on the same rows).
 */

/** How a column compares and how its value travels in a cursor. */
export type ListColumnType = 'text' | 'uuid' | 'numeric' | 'integer' | 'boolean' | 'unix_seconds';

/** Where an API field lives: a column of the list's table (snake_case) and its type. */
export interface ListColumn {
  column: string;
  type: ListColumnType;
}

export interface ListTable<K extends string> {
  /** The alias the page's FROM gives the table, e.g. `c` for `customers c`. */
  alias: string;
  columns: Record<K, ListColumn>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function columnSql(table: ListTable<string>, column: string): Sql {
  if (!IDENTIFIER.test(table.alias) || !IDENTIFIER.test(column)) {
    throw new Error(`Not a plain column: ${table.alias}.${column}`);
  }
  return rawSql(`${table.alias}.${column}`);
}

const CASTS: Record<ListColumnType, string> = {
  text: 'text',
  uuid: 'uuid',
  numeric: 'numeric',
  integer: 'numeric',
  boolean: 'boolean',
  unix_seconds: 'timestamptz',
};

/** A value as a typed parameter; dates travel as ISO text so milliseconds stay exact. */
function param(value: unknown, type: ListColumnType): Sql {
  const text = value instanceof Date ? value.toISOString() : value;
  return sql`${text}::${rawSql(CASTS[type])}`;
}

function arrayParam(values: readonly unknown[], type: ListColumnType): Sql {
  return sql`${values}::${rawSql(`${CASTS[type]}[]`)}`;
}

/** All filters ANDed, or `true`. `neq`/`nin` never match NULL, as in SQL and Prisma. */
export function listWhere<K extends string>(filters: readonly Filter<K>[], table: ListTable<K>): Sql {
  if (filters.length === 0) return sql`true`;
  return joinSql(
    filters.map((filter) => sql`(${condition(filter, table)})`),
    ' AND ',
  );
}

function condition<K extends string>(filter: Filter<K>, table: ListTable<K>): Sql {
  const spec = table.columns[filter.field];
  const column = columnSql(table, spec.column);
  if (filter.op === 'is_null') return filter.value ? sql`${column} IS NULL` : sql`${column} IS NOT NULL`;
  if (spec.type === 'unix_seconds') return secondsCondition(column, filter);
  switch (filter.op) {
    case 'eq':
      return sql`${column} = ${param(filter.value, spec.type)}`;
    case 'neq':
      return sql`${column} <> ${param(filter.value, spec.type)}`;
    case 'in':
      return sql`${column} = ANY(${arrayParam(filter.value, spec.type)})`;
    case 'nin':
      return sql`${column} <> ALL(${arrayParam(filter.value, spec.type)})`;
    case 'contains':
      return sql`${column} ILIKE ${containsPattern(filter.value)}::text`;
    case 'gt':
      return sql`${column} > ${param(filter.value, spec.type)}`;
    case 'gte':
      return sql`${column} >= ${param(filter.value, spec.type)}`;
    case 'lt':
      return sql`${column} < ${param(filter.value, spec.type)}`;
    case 'lte':
      return sql`${column} <= ${param(filter.value, spec.type)}`;
  }
}

/** Second `s` is the interval [s, s+1) of a millisecond column (`prisma-where.ts`). */
function secondsCondition(column: Sql, filter: Exclude<Filter, { op: 'is_null' }>): Sql {
  const start = (value: unknown) => param(new Date(Number(value) * 1000), 'unix_seconds');
  const next = (value: unknown) => param(new Date((Number(value) + 1) * 1000), 'unix_seconds');
  const within = (value: unknown) => sql`(${column} >= ${start(value)} AND ${column} < ${next(value)})`;
  const outside = (value: unknown) => sql`(${column} < ${start(value)} OR ${column} >= ${next(value)})`;
  switch (filter.op) {
    case 'eq':
      return within(filter.value);
    case 'neq':
      return outside(filter.value);
    case 'in':
      return joinSql(filter.value.map(within), ' OR ');
    case 'nin':
      return joinSql(filter.value.map(outside), ' AND ');
    case 'gt':
      return sql`${column} >= ${next(filter.value)}`;
    case 'gte':
      return sql`${column} >= ${start(filter.value)}`;
    case 'lt':
      return sql`${column} < ${start(filter.value)}`;
    case 'lte':
      return sql`${column} < ${next(filter.value)}`;
    case 'contains':
      throw new Error('"contains" cannot apply to a timestamp column.');
  }
}

interface Term {
  column: Sql;
  type: ListColumnType;
  direction: 'asc' | 'desc';
}

/** The list's full order: the sorts, then the id (`orderTerms`). */
function terms<K extends string>(sorts: readonly Sort<K>[], table: ListTable<K>): Term[] {
  const names = Object.fromEntries(
    Object.entries<ListColumn>(table.columns).map(([field, spec]) => [field, spec.column]),
  ) as Record<K, string>;
  const types = new Map<string, ListColumnType>(
    Object.values<ListColumn>(table.columns).map((spec) => [spec.column, spec.type]),
  );
  return orderTerms(sorts, names).map((term) => ({
    column: columnSql(table, term.column),
    // Every list's id is a uuid column (UUIDv7, so id order is creation order).
    type: term.column === 'id' ? 'uuid' : (types.get(term.column) ?? 'text'),
    direction: term.direction,
  }));
}

export function listOrderBy<K extends string>(sorts: readonly Sort<K>[], table: ListTable<K>): Sql {
  return joinSql(
    terms(sorts, table).map(
      (term) => sql`${term.column} ${rawSql(term.direction === 'asc' ? 'ASC' : 'DESC')}`,
    ),
    ', ',
  );
}

/**
 * The cursor columns of a page's last row, named `id`, `s0`, `s1`… for `fetchJsonPage`: each
 * as `keysetPosition` reads it from a Prisma row (dates to the millisecond, decimals as
 * Decimal's text, which has no trailing zeros), so cursors are the bytes they were.
 */
export function listKeys<K extends string>(
  sorts: readonly Sort<K>[],
  table: ListTable<K>,
): Record<string, Sql> {
  const keys: Record<string, Sql> = {};
  terms(sorts, table).forEach((term, index, all) => {
    const isId = index === all.length - 1;
    keys[isId ? 'id' : `s${index}`] = keyValue(term, isId);
  });
  return keys;
}

function keyValue(term: Term, isId: boolean): Sql {
  if (isId) return sql`${term.column}::text`;
  switch (term.type) {
    case 'unix_seconds':
      return sql`(extract(epoch from ${term.column}) * 1000)::float8`;
    case 'numeric':
      return sql`trim_scale(${term.column})::text`;
    case 'integer':
      return sql`${term.column}::int`;
    default:
      return term.column;
  }
}

/** The keys `listKeys` read, as the cursor position `keysetPosition` made from a Prisma row. */
export function listPosition<K extends string>(
  last: Readonly<Record<string, unknown>>,
  sorts: readonly Sort<K>[],
  table: ListTable<K>,
): CursorPosition {
  const sortValues = terms(sorts, table)
    .slice(0, -1)
    .map((term, index) => positionValue(last[`s${index}`], term.type));
  return sortValues.length > 0 ? { id: String(last.id), sortValues } : { id: String(last.id) };
}

function positionValue(value: unknown, type: ListColumnType): KeysetValue {
  if (type === 'unix_seconds' && typeof value === 'number') return new Date(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`Not a keyset value: ${value === null ? 'null' : typeof value}`);
}

/** The rows after `position` in the list's full order (`keysetAfter`). */
export function listAfter<K extends string>(
  position: CursorPosition,
  sorts: readonly Sort<K>[],
  table: ListTable<K>,
): Sql {
  const all = terms(sorts, table);
  const sortValues = [...(position.sortValues ?? [])];
  if (sortValues.length !== all.length - 1) throw cursorError('invalid');
  const values = all.map((term, index) =>
    param(index === all.length - 1 ? position.id : sortValues[index], term.type),
  );
  const branches = all.map((term, index) => {
    const equal = all.slice(0, index).map((before, b) => sql`${before.column} = ${values[b]!}`);
    const beyond = sql`${term.column} ${rawSql(term.direction === 'asc' ? '>' : '<')} ${values[index]!}`;
    return joinSql([...equal, beyond], ' AND ');
  });
  return joinSql(
    branches.map((branch) => sql`(${branch})`),
    ' OR ',
  );
}

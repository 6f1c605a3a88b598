import type { Sort, SortDirection } from '@shopforge/contracts';
import { type ColumnMap, columnOf } from './columns';

export interface OrderTerm {
  column: string;
  direction: SortDirection;
}

/**
 * The full order of a list: the requested sorts, then the id, so no two rows ever tie and a
 * keyset cursor lands on exactly one place. The id follows the direction of the last sort
 * (newest first when there is none: UUIDv7 ids sort by creation time). Terms after the id, or
 * repeating a column, could never decide anything and are dropped.
 */
export function orderTerms<K extends string>(
  sorts: readonly Sort<K>[],
  columns: ColumnMap<K>,
  idColumn = 'id',
): OrderTerm[] {
  const terms: OrderTerm[] = [];
  for (const sort of sorts) {
    const column = columnOf(columns[sort.field]);
    if (terms.some((term) => term.column === column)) continue;
    terms.push({ column, direction: sort.direction });
    if (column === idColumn) return terms;
  }
  terms.push({ column: idColumn, direction: terms[terms.length - 1]?.direction ?? 'desc' });
  return terms;
}

/** Prisma `orderBy`: `[{ createdAt: 'desc' }, { id: 'desc' }]`. */
export function toPrismaOrderBy<K extends string>(
  sorts: readonly Sort<K>[],
  columns: ColumnMap<K>,
  idColumn = 'id',
): Record<string, SortDirection>[] {
  return orderTerms(sorts, columns, idColumn).map((term) => ({ [term.column]: term.direction }));
}

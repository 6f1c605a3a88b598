import type { Sort } from '@shopforge/contracts';
import type { ColumnMap } from './columns';
import { cursorError } from './cursor-error';
import type { CursorPosition, KeysetValue } from './cursor-position';
import { orderTerms } from './prisma-order';
import type { PrismaWhere } from './prisma-where';

/**
 * Keyset ("seek") pagination for sorted lists: the next page is the rows after the last one
 * shown in the list's full order (`orderTerms`), which stays correct while rows are added or
 * removed, unlike OFFSET. For order (a desc, id desc) "after (a₀, id₀)" is
 * `a < a₀ OR (a = a₀ AND id < id₀)`; in general one OR branch per term.
 */

/** The keyset of the last row shown, to put in the cursor: its id and its sort-column values. */
export function keysetPosition<K extends string>(
  row: object,
  sorts: readonly Sort<K>[],
  columns: ColumnMap<K>,
  idColumn = 'id',
): CursorPosition {
  // Any row type (Prisma's model types included) is read by column name; the values are checked.
  const values = row as Readonly<Record<string, unknown>>;
  const id = values[idColumn];
  if (typeof id !== 'string') throw new Error(`Row has no string ${idColumn}.`);
  const sortValues = orderTerms(sorts, columns, idColumn)
    .filter((term) => term.column !== idColumn)
    .map((term) => keysetValue(values[term.column], term.column));
  return sortValues.length > 0 ? { id, sortValues } : { id };
}

/** The `where` condition selecting the rows after `position`, in the list's full order. */
export function keysetAfter<K extends string>(
  position: CursorPosition,
  sorts: readonly Sort<K>[],
  columns: ColumnMap<K>,
  idColumn = 'id',
): PrismaWhere {
  const terms = orderTerms(sorts, columns, idColumn);
  const sortValues = [...(position.sortValues ?? [])];
  // The cursor's binding covers the sorts, so a mismatch means it was made for another order.
  if (sortValues.length !== terms.length - 1) throw cursorError('invalid');
  const values = terms.map((term) => (term.column === idColumn ? position.id : sortValues.shift()));
  const branches = terms.map((term, index) => {
    const branch: PrismaWhere = {};
    for (let before = 0; before < index; before++) branch[terms[before]!.column] = values[before];
    branch[term.column] = { [term.direction === 'asc' ? 'gt' : 'lt']: values[index] };
    return branch;
  });
  return branches.length === 1 ? branches[0]! : { OR: branches };
}

/** Sort columns hold dates, strings, numbers or Prisma Decimals (compared as their text). */
function keysetValue(value: unknown, column: string): KeysetValue {
  if (
    value instanceof Date ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return value;
  }
  if (typeof value === 'object' && value !== null && 'toFixed' in value) return String(value);
  throw new Error(`Column ${column} cannot be part of a keyset (${value === null ? 'null' : typeof value}).`);
}

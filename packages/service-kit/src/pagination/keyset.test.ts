import type { Sort } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { ColumnMap } from './columns';
import { createCursorCodec } from './cursor';
import { pageOf } from './cursor-page';
import { keysetAfter, keysetPosition } from './keyset';
import { toPrismaOrderBy } from './prisma-order';
import type { PrismaWhere } from './prisma-where';

type Field = 'created_at' | 'total';
const columns: ColumnMap<Field> = { created_at: { column: 'createdAt', as: 'unix_seconds' }, total: 'total' };
const T = new Date(Date.UTC(2026, 0, 1));
const ID = '0190f5a0-0000-7000-8000-000000000007';

describe('order with the id as the final tie-breaker', () => {
  it('orders by id, newest first, when nothing is sorted', () => {
    expect(toPrismaOrderBy([], columns)).toEqual([{ id: 'desc' }]);
  });

  it('appends the id in the direction of the last sort', () => {
    expect(toPrismaOrderBy<Field>([{ field: 'total', direction: 'asc' }], columns)).toEqual([
      { total: 'asc' },
      { id: 'asc' },
    ]);
    expect(
      toPrismaOrderBy<Field>(
        [
          { field: 'total', direction: 'asc' },
          { field: 'created_at', direction: 'desc' },
        ],
        columns,
      ),
    ).toEqual([{ total: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }]);
  });

  it('stops at an id that is already sorted on, since nothing after a unique column decides', () => {
    const withId: ColumnMap<'id' | 'total'> = { id: 'id', total: 'total' };
    expect(
      toPrismaOrderBy<'id' | 'total'>(
        [
          { field: 'id', direction: 'asc' },
          { field: 'total', direction: 'desc' },
        ],
        withId,
      ),
    ).toEqual([{ id: 'asc' }]);
  });
});

describe('keyset condition: the rows after the last one shown', () => {
  it('is id < last id for the default newest-first order', () => {
    expect(keysetAfter({ id: ID }, [], columns)).toEqual({ id: { lt: ID } });
  });

  it('is (value, id) > (last value, last id) for an ascending sort', () => {
    expect(
      keysetAfter<Field>({ id: ID, sortValues: [10] }, [{ field: 'total', direction: 'asc' }], columns),
    ).toEqual({
      OR: [{ total: { gt: 10 } }, { total: 10, id: { gt: ID } }],
    });
  });

  it('is (value, id) < (last value, last id) for a descending sort', () => {
    expect(
      keysetAfter<Field>({ id: ID, sortValues: [T] }, [{ field: 'created_at', direction: 'desc' }], columns),
    ).toEqual({ OR: [{ createdAt: { lt: T } }, { createdAt: T, id: { lt: ID } }] });
  });

  it('has one branch per term, each direction on its own, for several sorts', () => {
    const sorts: Sort<Field>[] = [
      { field: 'total', direction: 'desc' },
      { field: 'created_at', direction: 'asc' },
    ];
    expect(keysetAfter({ id: ID, sortValues: [10, T] }, sorts, columns)).toEqual({
      OR: [
        { total: { lt: 10 } },
        { total: 10, createdAt: { gt: T } },
        { total: 10, createdAt: T, id: { gt: ID } },
      ],
    });
  });

  it('refuses a position made for another number of sorts as an invalid cursor', () => {
    expect(() => keysetAfter<Field>({ id: ID }, [{ field: 'total', direction: 'asc' }], columns)).toThrow(
      AppError,
    );
  });

  it('takes the position from the last row: its id and raw sort-column values', () => {
    const row = { id: ID, total: { toFixed: () => '', toString: () => '19.90' }, createdAt: T };
    const sorts: Sort<Field>[] = [
      { field: 'total', direction: 'desc' },
      { field: 'created_at', direction: 'asc' },
    ];
    expect(keysetPosition(row, sorts, columns)).toEqual({ id: ID, sortValues: ['19.90', T] });
    expect(keysetPosition(row, [], columns)).toEqual({ id: ID });
  });

  it('refuses a null sort value, which keyset comparisons cannot place', () => {
    expect(() =>
      keysetPosition({ id: ID, total: null }, [{ field: 'total', direction: 'asc' }], columns),
    ).toThrow(/cannot be part of a keyset/);
  });
});

/**
 * Pages through an in-memory table with the where/orderBy objects the helpers build, read by a
 * tiny evaluator of that Prisma subset: every order must yield every row exactly once, even
 * with many ties in the sort columns.
 */
describe('keyset paging end to end over ties', () => {
  interface Row {
    id: string;
    total: number;
    createdAt: Date;
  }
  const rows: Row[] = Array.from({ length: 23 }, (_, index) => ({
    id: `0190f5a0-0000-7000-8000-${String(index).padStart(12, '0')}`,
    total: (index * 7) % 4,
    createdAt: new Date(T.getTime() + ((index * 5) % 3) * 250),
  }));

  const orders: Sort<Field>[][] = [
    [],
    [{ field: 'created_at', direction: 'desc' }],
    [{ field: 'total', direction: 'asc' }],
    [
      { field: 'total', direction: 'desc' },
      { field: 'created_at', direction: 'asc' },
    ],
    [
      { field: 'created_at', direction: 'asc' },
      { field: 'total', direction: 'desc' },
    ],
  ];

  for (const sorts of orders) {
    const name =
      sorts.map((sort) => `${sort.direction === 'desc' ? '-' : ''}${sort.field}`).join(',') || '(default)';
    it(`visits every row once in order ${name}`, () => {
      const codec = createCursorCodec({ secret: 'x'.repeat(32), clock: new ManualClock() });
      const orderBy = toPrismaOrderBy(sorts, columns);
      const expected = [...rows].sort(comparator(orderBy)).map((row) => row.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      // A broken keyset can repeat a page forever; more pages than rows is already a failure.
      for (let pages = 0; pages <= rows.length; pages++) {
        const after: PrismaWhere = cursor ? keysetAfter(codec.decode(cursor, name), sorts, columns) : {};
        const fetched = rows
          .filter((row) => matches(row, after))
          .sort(comparator(orderBy))
          .slice(0, 4);
        const page = pageOf(fetched, 3, (last) => codec.encode(keysetPosition(last, sorts, columns), name));
        seen.push(...page.items.map((row) => row.id));
        cursor = page.pagination.next_cursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(expected);
    });
  }

  type Value = string | number | Date;
  const rank = (value: unknown) => (value instanceof Date ? value.getTime() : (value as string | number));
  const compare = (a: unknown, b: unknown) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0);

  function comparator(orderBy: Record<string, 'asc' | 'desc'>[]) {
    return (a: Row, b: Row) => {
      for (const term of orderBy) {
        const [column, direction] = Object.entries(term)[0]!;
        const order = compare(a[column as keyof Row], b[column as keyof Row]);
        if (order !== 0) return direction === 'asc' ? order : -order;
      }
      return 0;
    };
  }

  function matches(row: Row, where: PrismaWhere): boolean {
    return Object.entries(where).every(([key, condition]) => {
      if (key === 'OR') return (condition as PrismaWhere[]).some((branch) => matches(row, branch));
      if (key === 'AND') return (condition as PrismaWhere[]).every((branch) => matches(row, branch));
      const value = row[key as keyof Row];
      if (typeof condition !== 'object' || condition instanceof Date) return compare(value, condition) === 0;
      return Object.entries(condition as Record<string, Value>).every(([op, bound]) => {
        const order = compare(value, bound);
        return op === 'gt' ? order > 0 : op === 'lt' ? order < 0 : op === 'gte' ? order >= 0 : order <= 0;
      });
    });
  }
});

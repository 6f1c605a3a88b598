import type { Filter } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import type { ColumnMap } from './columns';
import { toPrismaWhere } from './prisma-where';

type Field = 'status' | 'customer_email' | 'total' | 'created_at' | 'paid_at';
const columns: ColumnMap<Field> = {
  status: 'status',
  customer_email: 'customerEmail',
  total: 'totalAmount',
  created_at: { column: 'createdAt', as: 'unix_seconds' },
  paid_at: { column: 'paidAt', as: 'unix_seconds' },
};
const where = (...filters: Filter<Field>[]) => toPrismaWhere(filters, columns);
const second = (s: number) => new Date(s * 1000);

describe('filters to a Prisma where', () => {
  it('adds nothing when there are no filters', () => {
    expect(where()).toEqual({});
  });

  it('ANDs every filter, even two on one field, under the mapped column names', () => {
    expect(where({ field: 'total', op: 'gte', value: 10 }, { field: 'total', op: 'lt', value: 20 })).toEqual({
      AND: [{ totalAmount: { gte: 10 } }, { totalAmount: { lt: 20 } }],
    });
  });

  const plain: [string, Filter<Field>, Record<string, unknown>][] = [
    ['eq is equality', { field: 'status', op: 'eq', value: 'PAID' }, { status: 'PAID' }],
    ['neq is not', { field: 'status', op: 'neq', value: 'PAID' }, { status: { not: 'PAID' } }],
    ['in is in', { field: 'status', op: 'in', value: ['A', 'B'] }, { status: { in: ['A', 'B'] } }],
    ['nin is notIn', { field: 'status', op: 'nin', value: ['A'] }, { status: { notIn: ['A'] } }],
    ['gt keeps its name', { field: 'total', op: 'gt', value: 5 }, { totalAmount: { gt: 5 } }],
    ['lte keeps its name', { field: 'total', op: 'lte', value: 5 }, { totalAmount: { lte: 5 } }],
    [
      'contains ignores case',
      { field: 'customer_email', op: 'contains', value: '@Example' },
      { customerEmail: { contains: '@Example', mode: 'insensitive' } },
    ],
    [
      'contains escapes %, _ and backslash so they match themselves, not as LIKE wildcards',
      { field: 'customer_email', op: 'contains', value: 'i_em@50%\\' },
      { customerEmail: { contains: 'i\\_em@50\\%\\\\', mode: 'insensitive' } },
    ],
    [
      'is_null true is null',
      { field: 'customer_email', op: 'is_null', value: true },
      { customerEmail: null },
    ],
    [
      'is_null false is not null',
      { field: 'customer_email', op: 'is_null', value: false },
      { customerEmail: { not: null } },
    ],
  ];
  for (const [rule, filter, expected] of plain) {
    it(rule, () => {
      expect(where(filter)).toEqual({ AND: [expected] });
    });
  }

  const S = 1_700_000_000;
  const seconds: [string, Filter<Field>, Record<string, unknown>][] = [
    [
      'eq on a timestamp is its whole second',
      { field: 'created_at', op: 'eq', value: S },
      { createdAt: { gte: second(S), lt: second(S + 1) } },
    ],
    [
      'neq on a timestamp is outside its second',
      { field: 'created_at', op: 'neq', value: S },
      { OR: [{ createdAt: { lt: second(S) } }, { createdAt: { gte: second(S + 1) } }] },
    ],
    [
      'gt on a timestamp starts at the next second',
      { field: 'created_at', op: 'gt', value: S },
      { createdAt: { gte: second(S + 1) } },
    ],
    [
      'gte on a timestamp starts at the second',
      { field: 'created_at', op: 'gte', value: S },
      { createdAt: { gte: second(S) } },
    ],
    [
      'lt on a timestamp ends before the second',
      { field: 'created_at', op: 'lt', value: S },
      { createdAt: { lt: second(S) } },
    ],
    [
      'lte on a timestamp ends after the second',
      { field: 'created_at', op: 'lte', value: S },
      { createdAt: { lt: second(S + 1) } },
    ],
    ['is_null on a timestamp is plain', { field: 'paid_at', op: 'is_null', value: true }, { paidAt: null }],
  ];
  for (const [rule, filter, expected] of seconds) {
    it(rule, () => {
      expect(where(filter)).toEqual({ AND: [expected] });
    });
  }
});

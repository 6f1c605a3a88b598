import { describe, expect, it } from 'vitest';
import { pageQuerySchema, perPageQuerySchema } from './page';

describe('page-numbered list queries', () => {
  it('defaults to page 1 of 25', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 25 });
    expect(perPageQuerySchema.parse({})).toEqual({ page: 1, per_page: 25 });
  });

  it('reads query-string numbers', () => {
    expect(pageQuerySchema.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(perPageQuerySchema.parse({ page: '2', per_page: '1' })).toEqual({ page: 2, per_page: 1 });
  });

  const refused: [string, Record<string, string>][] = [
    ['page below 1', { page: '0' }],
    ['a fractional page', { page: '1.5' }],
    ['a page that is not a number', { page: 'two' }],
    ['limit above 100', { limit: '101' }],
    ['limit below 1', { limit: '0' }],
  ];
  for (const [rule, query] of refused) {
    it(`refuses ${rule}`, () => {
      expect(pageQuerySchema.safeParse(query).success).toBe(false);
    });
  }

  it('refuses per_page outside 1 to 100', () => {
    expect(perPageQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(perPageQuerySchema.safeParse({ per_page: '0' }).success).toBe(false);
  });
});

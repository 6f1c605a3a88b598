import { describe, expect, it } from 'vitest';
import { pagePagination, pageWindow, perPagePagination } from './page';

describe('page-numbered lists', () => {
  it('skips the rows of earlier pages', () => {
    expect(pageWindow(1, 25)).toEqual({ skip: 0, take: 25 });
    expect(pageWindow(3, 10)).toEqual({ skip: 20, take: 10 });
  });

  const cases: [string, [number, number, number], { total_pages: number; has_more: boolean }][] = [
    ['a middle page has more', [51, 2, 25], { total_pages: 3, has_more: true }],
    ['the last page has no more', [51, 3, 25], { total_pages: 3, has_more: false }],
    ['an exactly full last page has no more', [50, 2, 25], { total_pages: 2, has_more: false }],
    ['an empty list has no pages', [0, 1, 25], { total_pages: 0, has_more: false }],
    ['a page past the end has no more', [10, 5, 25], { total_pages: 1, has_more: false }],
  ];
  for (const [rule, [total, page, limit], expected] of cases) {
    it(rule, () => {
      expect(pagePagination(total, page, limit)).toEqual({ total, page, limit, ...expected });
    });
  }

  it('reports the Reseller API shape { page, per_page, total }', () => {
    expect(perPagePagination(51, 2, 25)).toEqual({ page: 2, per_page: 25, total: 51 });
  });
});

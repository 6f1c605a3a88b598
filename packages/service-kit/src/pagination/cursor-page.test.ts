import { describe, expect, it } from 'vitest';
import { pageOf } from './cursor-page';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `0190f5a0-0000-7000-8000-00000000000${index}` }));

describe('cursor pages', () => {
  it('shows limit rows and a cursor from the last one shown when one more row was fetched', () => {
    const page = pageOf(rows(3), 2, (last) => `after:${last.id}`);
    expect(page.items).toEqual(rows(2));
    expect(page.pagination).toEqual({ next_cursor: `after:${rows(2)[1]?.id}`, has_more: true });
  });

  it('ends the list with a null cursor when no extra row came back', () => {
    expect(pageOf(rows(2), 2, () => 'unused').pagination).toEqual({ next_cursor: null, has_more: false });
    expect(pageOf([], 2, () => 'unused')).toEqual({
      items: [],
      pagination: { next_cursor: null, has_more: false },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { createCursorCodec } from './cursor';
import { idCursor, newestFirstPage, oldestFirstPage, pageOf } from './cursor-page';

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

  it('newest-first pages walk ids downward through cursors bound to their list', async () => {
    const cursors = createCursorCodec({
      secret: 'cursor-page-test-secret-0123456789abcdef',
      clock: systemClock,
    });
    const all = rows(5).reverse();
    const fetch = async (below: { id?: { lt: string } }, take: number) =>
      all.filter((row) => !below.id || row.id < below.id.lt).slice(0, take);
    const first = await newestFirstPage(cursors, { limit: 2 }, 'list:a', fetch);
    expect(first.items).toEqual(all.slice(0, 2));
    const second = await newestFirstPage(
      cursors,
      { limit: 2, cursor: first.pagination.next_cursor ?? '' },
      'list:a',
      fetch,
    );
    expect(second.items).toEqual(all.slice(2, 4));
    const last = await newestFirstPage(
      cursors,
      { limit: 2, cursor: second.pagination.next_cursor ?? '' },
      'list:a',
      fetch,
    );
    expect(last).toEqual({ items: all.slice(4), pagination: { next_cursor: null, has_more: false } });
    await expect(
      newestFirstPage(cursors, { limit: 2, cursor: first.pagination.next_cursor ?? '' }, 'list:b', fetch),
    ).rejects.toThrow();
  });

  it('oldest-first pages walk ids upward through the same cursors', async () => {
    const cursors = createCursorCodec({
      secret: 'cursor-page-test-secret-0123456789abcdef',
      clock: systemClock,
    });
    const all = rows(5);
    const fetch = async (above: { id?: { gt: string } }, take: number) =>
      all.filter((row) => !above.id || row.id > above.id.gt).slice(0, take);
    const first = await oldestFirstPage(cursors, { limit: 3 }, 'trail:a', fetch);
    expect(first.items).toEqual(all.slice(0, 3));
    const last = await oldestFirstPage(
      cursors,
      { limit: 3, cursor: first.pagination.next_cursor ?? '' },
      'trail:a',
      fetch,
    );
    expect(last).toEqual({ items: all.slice(3), pagination: { next_cursor: null, has_more: false } });
    // The cursor is the one any id-ordered list hands out: only the binding tells lists apart.
    expect(cursors.decode(first.pagination.next_cursor ?? '', 'trail:a')).toEqual({ id: all[2]?.id });
    await expect(oldestFirstPage(cursors, { limit: 3, cursor: 'nope' }, 'trail:a', fetch)).rejects.toThrow(
      'The request has invalid fields.',
    );
  });

  it('reads no cursor on the first page and binds the next one to the list', () => {
    const cursors = createCursorCodec({
      secret: 'cursor-page-test-secret-0123456789abcdef',
      clock: systemClock,
    });
    expect(idCursor(cursors, undefined, 'list:a').afterId).toBeNull();
    const next = idCursor(cursors, undefined, 'list:a').after({ id: rows(1)[0]?.id ?? '' });
    expect(idCursor(cursors, next, 'list:a').afterId).toBe(rows(1)[0]?.id);
    expect(() => idCursor(cursors, next, 'list:b')).toThrow();
  });
});

import type { CursorPagination } from '@shopforge/contracts';

/**
 * Turns `limit + 1` fetched rows into one page: the extra row only tells that there is more,
 * so `has_more` needs no COUNT. The cursor is made from the last row shown, by the caller,
 * who knows the list's binding and which columns form its keyset.
 */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  makeCursor: (last: T) => string,
): { items: T[]; pagination: CursorPagination } {
  const hasMore = rows.length > limit;
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    pagination: { next_cursor: hasMore && last !== undefined ? makeCursor(last) : null, has_more: hasMore },
  };
}

import type { CursorPagination } from '@shopforge/contracts';
import type { CursorCodec } from './cursor';

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

/**
 * One page of a newest-first list ordered by a time-ordered id (UUIDv7): decodes the cursor
 * (bound to `binding`, so it cannot be replayed against other filters), asks `fetch` for one row
 * more than the page with ids below the cursor (`below` is the Prisma `where` fragment, or `{}`
 * on the first page), and encodes the next cursor from the page's last row.
 */
export async function newestFirstPage<T extends { id: string }>(
  cursors: CursorCodec,
  input: { cursor?: string | undefined; limit: number },
  binding: string,
  fetch: (below: { id?: { lt: string } }, take: number) => Promise<T[]>,
): Promise<{ items: T[]; pagination: CursorPagination }> {
  const after = input.cursor ? cursors.decode(input.cursor, binding) : null;
  const rows = await fetch(after ? { id: { lt: String(after.id) } } : {}, input.limit + 1);
  return pageOf(rows, input.limit, (last) => cursors.encode({ id: last.id }, binding));
}

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
 * The cursor of a list in id order, read. Ids are UUIDv7, so id order is creation order, and the
 * id alone is the keyset. `binding` names the list and its filters, so a cursor cannot be
 * replayed against another list; the next cursor is bound to the same one.
 */
export interface IdCursor {
  /** The id of the previous page's last row; null on the first page. */
  afterId: string | null;
  /** The cursor of the page that follows `last`. */
  after(last: { id: string }): string;
}

export function idCursor(cursors: CursorCodec, cursor: string | undefined, binding: string): IdCursor {
  const position = cursor ? cursors.decode(cursor, binding) : null;
  return {
    afterId: position ? String(position.id) : null,
    after: (last) => cursors.encode({ id: last.id }, binding),
  };
}

/** What a list in id order asks of its caller: the cursor it was given and the page size. */
export interface IdPageInput {
  cursor?: string | undefined;
  limit: number;
}

/**
 * One page of a newest-first list: asks `fetch` for one row more than the page with ids below
 * the cursor (`below` is the Prisma `where` fragment, or `{}` on the first page), and encodes
 * the next cursor from the page's last row (`idCursor`).
 */
export async function newestFirstPage<T extends { id: string }>(
  cursors: CursorCodec,
  input: IdPageInput,
  binding: string,
  fetch: (below: { id?: { lt: string } }, take: number) => Promise<T[]>,
): Promise<{ items: T[]; pagination: CursorPagination }> {
  const cursor = idCursor(cursors, input.cursor, binding);
  const rows = await fetch(cursor.afterId === null ? {} : { id: { lt: cursor.afterId } }, input.limit + 1);
  return pageOf(rows, input.limit, cursor.after);
}

/**
 * `newestFirstPage` for a list read in the order things happened (a session's trail): ids
 * above the cursor (`above`), ascending.
 */
export async function oldestFirstPage<T extends { id: string }>(
  cursors: CursorCodec,
  input: IdPageInput,
  binding: string,
  fetch: (above: { id?: { gt: string } }, take: number) => Promise<T[]>,
): Promise<{ items: T[]; pagination: CursorPagination }> {
  const cursor = idCursor(cursors, input.cursor, binding);
  const rows = await fetch(cursor.afterId === null ? {} : { id: { gt: cursor.afterId } }, input.limit + 1);
  return pageOf(rows, input.limit, cursor.after);
}

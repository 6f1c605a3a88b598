import type { CursorPagination } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';

/**
 * Keyset pagination over UUIDv7 ids (which sort by creation time). The cursor is opaque to
 * clients: base64url of the last id returned. Lists fetch `limit + 1` rows to learn `has_more`.
 */
interface CursorPosition {
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify({ v: 1, id: position.id }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  const invalid = new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
    details: [{ field: 'cursor', message: 'Invalid or expired cursor.' }],
  });
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null) {
      const { v, id } = parsed as { v?: unknown; id?: unknown };
      if (v === 1 && typeof id === 'string' && UUID.test(id)) return { id };
    }
  } catch {
    // fall through: any undecodable cursor is the same client error
  }
  throw invalid;
}

export function pageOf<T extends CursorPosition>(
  rows: T[],
  limit: number,
): { items: T[]; pagination: CursorPagination } {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return {
    items,
    pagination: { next_cursor: hasMore && last ? encodeCursor(last) : null, has_more: hasMore },
  };
}

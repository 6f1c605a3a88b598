import { z } from 'zod';

export const CURSOR_LIMIT_DEFAULT = 50;
export const CURSOR_LIMIT_MAX = 100;

/** Query of every cursor-paged list: `cursor`, `limit` 1 to 100 (default 50). */
export const cursorQuerySchema = z.object({
  cursor: z.string().min(1).max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(CURSOR_LIMIT_MAX).default(CURSOR_LIMIT_DEFAULT),
});
export type CursorQuery = z.infer<typeof cursorQuerySchema>;

/** The same, as a service procedure receives it (already parsed by the gateway). */
export const cursorInputSchema = z.object({
  cursor: z.string().min(1).max(1024).optional(),
  limit: z.number().int().min(1).max(CURSOR_LIMIT_MAX).default(CURSOR_LIMIT_DEFAULT),
});

export const cursorPaginationSchema = z.object({
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
});
export type CursorPagination = z.infer<typeof cursorPaginationSchema>;

export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: cursorPaginationSchema });
}

/** Parses a query-string boolean (`true`/`false`/`1`/`0`); anything else is invalid. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

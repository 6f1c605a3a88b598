import { z } from 'zod';

/**
 * Page-numbered lists. The Developer API uses them where the spec says so (`GET /webhooks/logs`,
 * `/affiliates/customers`, `/affiliates/applications`): `page` and `limit`. The Reseller API
 * spells the size `per_page` and reports less. Everything else is cursor-paged.
 */

export const PAGE_LIMIT_DEFAULT = 25;
export const PAGE_LIMIT_MAX = 100;

const page = z.coerce.number().int().min(1).default(1);
const size = z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT);

/** Developer API page lists: `page` ≥ 1 (default 1), `limit` 1 to 100 (default 25). */
export const pageQuerySchema = z.object({ page, limit: size });
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pagePaginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total_pages: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type PagePagination = z.infer<typeof pagePaginationSchema>;

export function pagedList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: pagePaginationSchema });
}

/** Reseller API lists: `page` ≥ 1 (default 1), `per_page` 1 to 100 (default 25). */
export const perPageQuerySchema = z.object({ page, per_page: size });
export type PerPageQuery = z.infer<typeof perPageQuerySchema>;

export const perPagePaginationSchema = z.object({
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type PerPagePagination = z.infer<typeof perPagePaginationSchema>;

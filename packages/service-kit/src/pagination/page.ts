import type { PagePagination, PerPagePagination } from '@shopforge/contracts';

/**
 * Page-numbered lists (`page`/`limit`, or the Reseller API's `page`/`per_page`). They count
 * the rows, so they suit small lists such as delivery logs; large lists are cursor-paged.
 */

/** The rows of one page: pass to Prisma as `skip` and `take`. */
export function pageWindow(page: number, size: number): { skip: number; take: number } {
  return { skip: (page - 1) * size, take: size };
}

/** `{ total, page, limit, total_pages, has_more }`; a page past the end is empty, not an error. */
export function pagePagination(total: number, page: number, limit: number): PagePagination {
  const totalPages = Math.ceil(total / limit);
  return { total, page, limit, total_pages: totalPages, has_more: page < totalPages };
}

/** The Reseller API's `{ page, per_page, total }`. */
export function perPagePagination(total: number, page: number, perPage: number): PerPagePagination {
  return { page, per_page: perPage, total };
}

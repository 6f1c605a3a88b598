import type { SqlExecutor } from '@shopforge/db/sql';
import { fetchNumberedJsonPage, joinSql, pagePagination, sql } from '@shopforge/service-kit';
import { LOG_JSON } from './list-logs-json';

/**
 * One page of the shop's delivery logs, newest first, and the count of all of them, in one
 * statement that serialises the records (db/list-logs-json.ts).
 */
export async function listLogPage(
  db: SqlExecutor,
  options: {
    shopId: string;
    webhookId: string | undefined;
    status: string | undefined;
    event: string | undefined;
    page: number;
    limit: number;
  },
) {
  const filters = [
    ...(options.webhookId ? [sql`d.webhook_id = ${options.webhookId}::uuid`] : []),
    ...(options.status ? [sql`d.status = ${options.status}::text`] : []),
    ...(options.event ? [sql`d.event = ${options.event}::text`] : []),
  ];
  const { items, total } = await fetchNumberedJsonPage(db, {
    record: LOG_JSON,
    from: sql`webhook_deliveries d`,
    shopScope: sql`d.shop_id = ${options.shopId}::uuid`,
    where: filters.length > 0 ? joinSql(filters, ' AND ') : sql`true`,
    orderBy: sql`d.created_at DESC, d.id DESC`,
    page: options.page,
    limit: options.limit,
  });
  return { items, pagination: pagePagination(total, options.page, options.limit) };
}

import type { SqlExecutor } from '@shopforge/db/sql';
import { type CursorCodec, fetchJsonPage, jsonPageCursor, sql } from '@shopforge/service-kit';
import { SUBSCRIPTION_JSON } from './list-subscriptions-json';

/**
 * One newest-first page of the shop's subscriptions, optionally of one status, serialised by
 * the database in one statement with each one's invoices (db/list-subscriptions-json.ts).
 */
export async function listSubscriptionPage(
  db: { sql: SqlExecutor; cursors: CursorCodec },
  options: { shopId: string; status: string | undefined; cursor: string | undefined; limit: number },
) {
  // Both spellings are one state: either filter finds every cancelled subscription.
  const statuses =
    options.status === 'CANCELED' || options.status === 'CANCELLED'
      ? ['CANCELED', 'CANCELLED']
      : options.status
        ? [options.status]
        : null;
  const binding = `subscriptions:${options.status ?? ''}`;
  const after = options.cursor ? db.cursors.decode(options.cursor, binding) : null;
  const page = await fetchJsonPage<{ id: string }>(db.sql, {
    record: SUBSCRIPTION_JSON,
    from: sql`subscriptions s`,
    shopScope: sql`s.shop_id = ${options.shopId}::uuid`,
    where: sql`(${statuses ? sql`s.status = ANY(${statuses}::text[])` : sql`true`}) AND (${
      after ? sql`s.id < ${after.id}::uuid` : sql`true`
    })`,
    orderBy: sql`s.id DESC`,
    keys: { id: sql`s.id::text` },
    limit: options.limit,
  });
  const pagination = jsonPageCursor(page, options.limit, (last) =>
    db.cursors.encode({ id: last.id }, binding),
  );
  return { items: page.items, pagination };
}

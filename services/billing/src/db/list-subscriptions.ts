import type { SqlExecutor } from '@shopforge/db/sql';
import { type CursorCodec, newestFirstJsonPage, sql } from '@shopforge/service-kit';
import { SUBSCRIPTION_JSON } from './list-subscriptions-json';

/**
 * One newest-first page of the shop's subscriptions, optionally of one status, serialised by
 * the database in one statement with each one's invoices (db/list-subscriptions-json.ts).
 */
export function listSubscriptionPage(
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
  return newestFirstJsonPage(db.sql, db.cursors, options, `subscriptions:${options.status ?? ''}`, {
    record: SUBSCRIPTION_JSON,
    from: sql`subscriptions s`,
    shopScope: sql`s.shop_id = ${options.shopId}::uuid`,
    where: statuses ? sql`s.status = ANY(${statuses}::text[])` : sql`true`,
    id: sql`s.id`,
  });
}

import type { BuyerEmailTemplate } from '@shopforge/contracts';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { uuidv7 } from '@shopforge/service-kit';

type Db = SqlExecutor | PrismaRawClient;

/** What decides whether a mail to `recipient` spends the shop's budget (docs/email.md "The mail budget"). */
export interface RecipientStanding {
  /** The address paid the shop through a payment provider: it is a customer. */
  customer: boolean;
  /** The shop turned this template off: nothing will be queued. */
  templateOff: boolean;
  /** The address bounced before: nothing will be queued. */
  bounced: boolean;
}

/**
 * A customer is an address with an invoice of the shop paid through a provider (`paid_at` set by
 * a provider's confirmation, not by the merchant marking it paid: `flow_type` MANUAL). Addresses
 * are compared as written and in lower case, the way buyers and merchants type them; another
 * spelling counts as a stranger, which only ever spends budget, never saves it.
 */
export async function recipientStanding(
  db: Db,
  shopId: string,
  recipient: string,
  template: BuyerEmailTemplate,
): Promise<RecipientStanding> {
  const [row] = await executorFor(db).query<RecipientStanding>(
    `SELECT
      EXISTS (SELECT 1 FROM "invoices" WHERE "shop_id" = $1::uuid AND "customer_email" = ANY($2::text[])
        AND "paid_at" IS NOT NULL AND "flow_type" <> 'MANUAL') AS "customer",
      EXISTS (SELECT 1 FROM "mail_settings" WHERE "shop_id" = $1::uuid AND $3 = ANY("disabled_templates")) AS "templateOff",
      EXISTS (SELECT 1 FROM "marketing_contacts"
        WHERE "shop_id" = $1::uuid AND "email" = lower($4) AND "suppression" = 'BOUNCED') AS "bounced"`,
    [shopId, [...new Set([recipient, recipient.toLowerCase()])], template, recipient],
  );
  return {
    customer: row?.customer === true,
    templateOff: row?.templateOff === true,
    bounced: row?.bounced === true,
  };
}

/**
 * Serialises the shop's budget: held to the end of the caller's transaction, so two requests
 * racing for the last mail of the hour count one after the other.
 */
export async function lockMailBudget(tx: SqlExecutor, shopId: string): Promise<void> {
  // `SELECT 1 FROM`: a void column is more than a Prisma transaction's raw query can read.
  await tx.query(`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `mail_budget:${shopId}`,
  ]);
}

/** The shop's spends since `since`, and when the oldest of them was (it frees the next one). */
export async function countBudgetSpends(
  db: Db,
  shopId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await executorFor(db).query<{ count: number; oldest: Date | string | null }>(
    `SELECT count(*)::int AS "count", min("spent_at") AS "oldest" FROM "mail_budget_spends"
    WHERE "shop_id" = $1::uuid AND "spent_at" > $2::timestamptz`,
    [shopId, since.toISOString()],
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordBudgetSpend(
  tx: SqlExecutor,
  spend: { shopId: string; recipient: string; template: BuyerEmailTemplate },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO "mail_budget_spends" ("id", "shop_id", "recipient", "template", "spent_at")
    VALUES ($1::uuid, $2::uuid, $3, $4, $5::timestamptz)`,
    [uuidv7(now.getTime()), spend.shopId, spend.recipient, spend.template, now.toISOString()],
  );
}

/** Spends older than `before` count for nothing any more; deleted a batch at a time. */
export async function purgeBudgetSpends(db: SqlExecutor, before: Date, limit = 500): Promise<number> {
  const rows = await db.query(
    `DELETE FROM "mail_budget_spends" WHERE "id" IN (
      SELECT "id" FROM "mail_budget_spends" WHERE "spent_at" < $1::timestamptz LIMIT $2)
    RETURNING 1`,
    [before.toISOString(), limit],
  );
  return rows.length;
}

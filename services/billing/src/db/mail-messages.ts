import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { uuidv7 } from '@shopforge/service-kit';
import { isBuyerEmailTemplate, type MailTemplate } from '@shopforge/contracts';

type Writer = SqlExecutor | PrismaRawClient;

/** What a change queues: the template, who gets it and what it is about. */
export interface MailToQueue {
  shopId: string;
  template: MailTemplate;
  recipient: string;
  /** One mail per key and shop, however often the change that queues it runs. */
  dedupeKey: string;
  invoice?: { id: string; uniqid: string } | null;
  subscriptionId?: string | null;
  /** The refund or dispute the mail reports. */
  aboutId?: string | null;
  /** A test send: sample data, queued whatever the shop's settings and suppressions say. */
  test?: boolean;
  /** What the mail shows that lives in another service (a reseller delivery's codes). */
  payload?: unknown;
}

/** A claimed mail, as the worker sends it. */
export interface MailRow {
  id: string;
  shopId: string;
  template: MailTemplate;
  recipient: string;
  invoiceId: string | null;
  invoiceUniqid: string | null;
  subscriptionId: string | null;
  aboutId: string | null;
  test: boolean;
  payload: unknown;
  /** Including the one just claimed. */
  attempts: number;
}

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the change that causes it
 * committed, unless the shop turned its template off or the address bounced before (checked in
 * the same statement: no extra round trip on the paying path); a test send is queued regardless.
 * A notice to the shop's owners has no switch (the shop's buyer-mail settings do not reach it);
 * a bounced address still stops it. Returns the new message's id, or null when this key was
 * queued before, the template is off or the address bounced.
 */
export async function queueMail(tx: Writer, mail: MailToQueue, now: Date): Promise<string | null> {
  const id = uuidv7(now.getTime());
  const rows = await executorFor(tx).query<{ id: string }>(
    `INSERT INTO "mail_messages" ("id", "shop_id", "template", "recipient", "dedupe_key", "invoice_id", "invoice_uniqid",
      "subscription_id", "about_id", "test", "payload", "status", "next_attempt_at", "created_at", "updated_at")
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $10, $11, $12::jsonb, 'QUEUED', $9::timestamptz, $9::timestamptz, $9::timestamptz
    WHERE $11 OR ((NOT $13 OR NOT EXISTS (SELECT 1 FROM "mail_settings" WHERE "shop_id" = $2 AND $3 = ANY("disabled_templates")))
      AND NOT EXISTS (SELECT 1 FROM "marketing_contacts"
        WHERE "shop_id" = $2 AND "email" = lower($4) AND "suppression" = 'BOUNCED'))
    ON CONFLICT ("shop_id", "dedupe_key") DO NOTHING RETURNING "id"`,
    [
      id,
      mail.shopId,
      mail.template,
      mail.recipient,
      mail.dedupeKey,
      mail.invoice?.id ?? null,
      mail.invoice?.uniqid ?? null,
      mail.subscriptionId ?? null,
      now.toISOString(),
      mail.aboutId ?? null,
      mail.test ?? false,
      mail.payload === undefined ? null : JSON.stringify(mail.payload),
      isBuyerEmailTemplate(mail.template),
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Claims up to `limit` mails that are due, or whose sender died mid-send (its claim ran out), for
 * `leaseMs`. SKIP LOCKED: replicas claim different mails.
 */
export async function claimDueMail(
  db: SqlExecutor,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<MailRow[]> {
  return db.query<MailRow>(
    `UPDATE "mail_messages" m SET "status" = 'SENDING', "attempts" = m."attempts" + 1,
      "claimed_until" = $1::timestamptz + ($2 || ' milliseconds')::interval, "updated_at" = $1::timestamptz
    WHERE m."id" IN (
      SELECT "id" FROM "mail_messages"
      WHERE ("status" = 'QUEUED' AND "next_attempt_at" <= $1::timestamptz)
         OR ("status" = 'SENDING' AND "claimed_until" <= $1::timestamptz)
      ORDER BY "next_attempt_at" LIMIT $3 FOR UPDATE SKIP LOCKED)
    RETURNING m."id", m."shop_id"::text AS "shopId", m."template", m."recipient", m."invoice_id"::text AS "invoiceId",
      m."invoice_uniqid" AS "invoiceUniqid", m."subscription_id"::text AS "subscriptionId", m."about_id"::text AS "aboutId", m."test", m."payload", m."attempts"`,
    [now.toISOString(), String(leaseMs), limit],
  );
}

/** The end of one claim: false when the claim was lost (it ran out and another sender took it). */
async function settle(
  tx: Writer,
  id: string,
  attempts: number,
  set: string,
  params: unknown[],
): Promise<boolean> {
  const rows = await executorFor(tx).query(
    `UPDATE "mail_messages" SET ${set} WHERE "id" = $1 AND "status" = 'SENDING' AND "attempts" = $2 RETURNING 1`,
    [id, attempts, ...params],
  );
  return rows.length > 0;
}

export const markMailSent = (tx: Writer, mail: MailRow, response: string, now: Date) =>
  settle(
    tx,
    mail.id,
    mail.attempts,
    `"status" = 'SENT', "sent_at" = $3::timestamptz, "smtp_response" = $4, "claimed_until" = NULL, "last_error" = NULL, "updated_at" = $3::timestamptz`,
    [now.toISOString(), response.slice(0, 500)],
  );

export const markMailRetry = (tx: Writer, mail: MailRow, error: string, nextAttemptAt: Date, now: Date) =>
  settle(
    tx,
    mail.id,
    mail.attempts,
    `"status" = 'QUEUED', "next_attempt_at" = $3::timestamptz, "last_error" = $4, "claimed_until" = NULL, "updated_at" = $5::timestamptz`,
    [nextAttemptAt.toISOString(), error.slice(0, 500), now.toISOString()],
  );

export const markMailFailed = (tx: Writer, mail: MailRow, error: string, now: Date) =>
  settle(
    tx,
    mail.id,
    mail.attempts,
    `"status" = 'FAILED', "last_error" = $3, "claimed_until" = NULL, "updated_at" = $4::timestamptz`,
    [error.slice(0, 500), now.toISOString()],
  );

/**
 * Deletes sent and failed mails last changed before `before`, a batch at a time; the invoice
 * timeline keeps their steps. Queued and sending mails are never purged.
 */
export async function purgeSettledMail(db: SqlExecutor, before: Date, limit = 500): Promise<number> {
  const rows = await db.query(
    `DELETE FROM "mail_messages" WHERE "id" IN (
      SELECT "id" FROM "mail_messages" WHERE "status" IN ('SENT', 'FAILED') AND "updated_at" < $1::timestamptz LIMIT $2)
    RETURNING 1`,
    [before.toISOString(), limit],
  );
  return rows.length;
}

/** The shop's test sends since `since` (they are limited per hour), and when the oldest was. */
export async function countTestMail(
  db: Writer,
  shopId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await executorFor(db).query<{ count: number; oldest: Date | string | null }>(
    `SELECT count(*)::int AS "count", min("created_at") AS "oldest" FROM "mail_messages"
    WHERE "shop_id" = $1 AND "test" AND "created_at" > $2::timestamptz`,
    [shopId, since.toISOString()],
  );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** A mail a provider's report names, as the report is applied to it. */
export interface ReportedMail {
  id: string;
  shopId: string;
  recipient: string;
  template: MailTemplate;
  invoiceUniqid: string | null;
}

const REPORTED = `"id", "shop_id"::text AS "shopId", "recipient", "template", "invoice_uniqid" AS "invoiceUniqid"`;

export async function findReportedMail(db: Writer, id: string): Promise<ReportedMail | null> {
  const [row] = await executorFor(db).query<ReportedMail>(
    `SELECT ${REPORTED} FROM "mail_messages" WHERE "id" = $1`,
    [id],
  );
  return row ?? null;
}

/** A sent mail the provider later reported undeliverable; null when it was not SENT (so once). */
export async function markMailBounced(
  tx: Writer,
  id: string,
  diagnostic: string,
  now: Date,
): Promise<ReportedMail | null> {
  const [row] = await executorFor(tx).query<ReportedMail>(
    `UPDATE "mail_messages" SET "status" = 'BOUNCED', "last_error" = $2, "updated_at" = $3::timestamptz
    WHERE "id" = $1 AND "status" = 'SENT' RETURNING ${REPORTED}`,
    [id, diagnostic.slice(0, 500), now.toISOString()],
  );
  return row ?? null;
}

/** The recipient reported the mail as spam; null when that was recorded before (so once). */
export async function markMailComplained(tx: Writer, id: string, now: Date): Promise<ReportedMail | null> {
  const [row] = await executorFor(tx).query<ReportedMail>(
    `UPDATE "mail_messages" SET "complained_at" = $2::timestamptz, "updated_at" = $2::timestamptz
    WHERE "id" = $1 AND "complained_at" IS NULL RETURNING ${REPORTED}`,
    [id, now.toISOString()],
  );
  return row ?? null;
}

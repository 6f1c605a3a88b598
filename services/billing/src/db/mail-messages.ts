import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';
import { uuidv7 } from '@shopforge/service-kit';
import type { BuyerEmailTemplate } from '@shopforge/contracts';

type Writer = SqlExecutor | PrismaRawClient;

/** What a change queues: the template, who gets it and what it is about. */
export interface MailToQueue {
  shopId: string;
  template: BuyerEmailTemplate;
  recipient: string;
  /** One mail per key and shop, however often the change that queues it runs. */
  dedupeKey: string;
  invoice?: { id: string; uniqid: string } | null;
  subscriptionId?: string | null;
  /** The refund or dispute the mail reports. */
  aboutId?: string | null;
}

/** A claimed mail, as the worker sends it. */
export interface MailRow {
  id: string;
  shopId: string;
  template: BuyerEmailTemplate;
  recipient: string;
  invoiceId: string | null;
  invoiceUniqid: string | null;
  subscriptionId: string | null;
  aboutId: string | null;
  /** Including the one just claimed. */
  attempts: number;
}

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the change that causes it
 * committed, unless the shop turned its template off or the address bounced before (checked in
 * the same statement: no extra round trip on the paying path). Returns the new message's id, or null when this key was queued
 * before or the template is off.
 */
export async function queueMail(tx: Writer, mail: MailToQueue, now: Date): Promise<string | null> {
  const id = uuidv7(now.getTime());
  const rows = await executorFor(tx).query<{ id: string }>(
    `INSERT INTO "mail_messages" ("id", "shop_id", "template", "recipient", "dedupe_key", "invoice_id", "invoice_uniqid",
      "subscription_id", "about_id", "status", "next_attempt_at", "created_at", "updated_at")
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $10, 'QUEUED', $9::timestamptz, $9::timestamptz, $9::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM "mail_settings" WHERE "shop_id" = $2 AND $3 = ANY("disabled_templates"))
      AND NOT EXISTS (SELECT 1 FROM "marketing_contacts"
        WHERE "shop_id" = $2 AND "email" = lower($4) AND "suppression" = 'BOUNCED')
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
      m."invoice_uniqid" AS "invoiceUniqid", m."subscription_id"::text AS "subscriptionId", m."about_id"::text AS "aboutId", m."attempts"`,
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

import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';

type Db = SqlExecutor | PrismaRawClient;

export interface MailSettingsRow {
  disabledTemplates: string[];
  replyTo: string | null;
  goodsInMail: boolean;
  updatedAt: Date;
}

const COLUMNS = `"disabled_templates" AS "disabledTemplates", "reply_to" AS "replyTo", "goods_in_mail" AS "goodsInMail",
  "updated_at" AS "updatedAt"`;

/** The shop's mail settings; null: it never changed them. */
export async function readMailSettings(db: Db, shopId: string): Promise<MailSettingsRow | null> {
  const [row] = await executorFor(db).query<MailSettingsRow>(
    `SELECT ${COLUMNS} FROM "mail_settings" WHERE "shop_id" = $1`,
    [shopId],
  );
  return row ? { ...row, updatedAt: new Date(row.updatedAt) } : null;
}

/** Writes the shop's whole settings, created on first write. */
export async function writeMailSettings(
  db: Db,
  shopId: string,
  settings: { disabledTemplates: readonly string[]; replyTo: string | null; goodsInMail: boolean },
  now: Date,
): Promise<MailSettingsRow> {
  const [row] = await executorFor(db).query<MailSettingsRow>(
    `INSERT INTO "mail_settings" ("shop_id", "disabled_templates", "reply_to", "goods_in_mail", "updated_at")
    VALUES ($1, $2::text[], $3, $4, $5::timestamptz)
    ON CONFLICT ("shop_id") DO UPDATE SET "disabled_templates" = EXCLUDED."disabled_templates",
      "reply_to" = EXCLUDED."reply_to", "goods_in_mail" = EXCLUDED."goods_in_mail", "updated_at" = EXCLUDED."updated_at"
    RETURNING ${COLUMNS}`,
    [shopId, [...settings.disabledTemplates], settings.replyTo, settings.goodsInMail, now.toISOString()],
  );
  if (!row) throw new Error('mail settings were not written');
  return { ...row, updatedAt: new Date(row.updatedAt) };
}

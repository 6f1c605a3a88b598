import { DEFAULT_MAIL_LOCALE, type MailLocale, mailLocaleSchema } from '@shopforge/contracts';
import { executorFor, type PrismaRawClient, type SqlExecutor } from '@shopforge/db/sql';

type Db = SqlExecutor | PrismaRawClient;

export interface MailSettingsRow {
  disabledTemplates: string[];
  replyTo: string | null;
  goodsInMail: boolean;
  locale: MailLocale;
  updatedAt: Date;
}

const COLUMNS = `"disabled_templates" AS "disabledTemplates", "reply_to" AS "replyTo", "goods_in_mail" AS "goodsInMail",
  "locale", "updated_at" AS "updatedAt"`;

/**
 * A stored locale this build has no words for (one a newer release added, then rolled back)
 * sends the default language: a mail in English beats a mail held back.
 */
const storedLocale = mailLocaleSchema.catch(DEFAULT_MAIL_LOCALE);

/** A row as the database holds it: the locale is text there. */
type StoredRow = Omit<MailSettingsRow, 'locale'> & { locale: string };

function toRow(row: StoredRow): MailSettingsRow {
  return { ...row, locale: storedLocale.parse(row.locale), updatedAt: new Date(row.updatedAt) };
}

/** The shop's mail settings; null: it never changed them. */
export async function readMailSettings(db: Db, shopId: string): Promise<MailSettingsRow | null> {
  const [row] = await executorFor(db).query<StoredRow>(
    `SELECT ${COLUMNS} FROM "mail_settings" WHERE "shop_id" = $1`,
    [shopId],
  );
  return row ? toRow(row) : null;
}

/** Writes the shop's whole settings, created on first write. */
export async function writeMailSettings(
  db: Db,
  shopId: string,
  settings: {
    disabledTemplates: readonly string[];
    replyTo: string | null;
    goodsInMail: boolean;
    locale: MailLocale;
  },
  now: Date,
): Promise<MailSettingsRow> {
  const [row] = await executorFor(db).query<StoredRow>(
    `INSERT INTO "mail_settings" ("shop_id", "disabled_templates", "reply_to", "goods_in_mail", "locale", "updated_at")
    VALUES ($1, $2::text[], $3, $4, $5, $6::timestamptz)
    ON CONFLICT ("shop_id") DO UPDATE SET "disabled_templates" = EXCLUDED."disabled_templates",
      "reply_to" = EXCLUDED."reply_to", "goods_in_mail" = EXCLUDED."goods_in_mail", "locale" = EXCLUDED."locale",
      "updated_at" = EXCLUDED."updated_at"
    RETURNING ${COLUMNS}`,
    [
      shopId,
      [...settings.disabledTemplates],
      settings.replyTo,
      settings.goodsInMail,
      settings.locale,
      now.toISOString(),
    ],
  );
  if (!row) throw new Error('mail settings were not written');
  return toRow(row);
}

import {
  BUYER_EMAIL_TEMPLATES,
  type BuyerEmailSettings,
  type BuyerEmailTemplate,
  DEFAULT_MAIL_LOCALE,
  type MailLocale,
  type UpdateBuyerEmailSettingsInput,
} from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

export interface StoredMailSettings {
  disabledTemplates: readonly string[];
  replyTo: string | null;
  goodsInMail: boolean;
  locale: MailLocale;
  updatedAt: Date;
}

/** The settings record; a shop that never changed them has every template on. */
export function toBuyerEmailSettings(
  stored: StoredMailSettings | null,
  deliveryConfigured: boolean,
): BuyerEmailSettings {
  const off = new Set(stored?.disabledTemplates ?? []);
  return {
    delivery_configured: deliveryConfigured,
    templates: Object.fromEntries(
      BUYER_EMAIL_TEMPLATES.map((template) => [template, !off.has(template)]),
    ) as Record<BuyerEmailTemplate, boolean>,
    reply_to: stored?.replyTo ?? null,
    goods_in_mail: stored?.goodsInMail ?? true,
    locale: stored?.locale ?? DEFAULT_MAIL_LOCALE,
    updated_at: stored ? toUnixSeconds(stored.updatedAt) : null,
  };
}

/** The settings after a change: what it names changes, the rest stays. */
export function applySettingsChange(
  stored: StoredMailSettings | null,
  change: UpdateBuyerEmailSettingsInput,
): {
  disabledTemplates: BuyerEmailTemplate[];
  replyTo: string | null;
  goodsInMail: boolean;
  locale: MailLocale;
} {
  const off = new Set(stored?.disabledTemplates ?? []);
  for (const [template, on] of Object.entries(change.templates ?? {})) {
    if (on === true) off.delete(template);
    if (on === false) off.add(template);
  }
  return {
    disabledTemplates: BUYER_EMAIL_TEMPLATES.filter((template) => off.has(template)),
    replyTo: change.reply_to === undefined ? (stored?.replyTo ?? null) : change.reply_to,
    goodsInMail: change.goods_in_mail ?? stored?.goodsInMail ?? true,
    locale: change.locale ?? stored?.locale ?? DEFAULT_MAIL_LOCALE,
  };
}

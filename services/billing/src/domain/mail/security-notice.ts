import {
  type MailLocale,
  type NoticeActor,
  type SecuritySettingChange,
  securitySettingChangedSchema,
} from '@shopforge/contracts';
import { defuseLinks, type MailDocument } from '@shopforge/mail';
import { z } from 'zod';
import { mailDateTime } from './mail-date';
import { type MailWords, wordsFor } from './words';

/**
 * What a queued notice carries (`mail_messages.payload`): the change as its service announced
 * it, and the actor as the oauth service named them when it was queued (a member removed since
 * is still named).
 */
export const securityNoticeMailSchema = z.object({
  change: securitySettingChangedSchema,
  actor_label: z.string().nullable(),
});
export type SecurityNoticeMail = z.infer<typeof securityNoticeMailSchema>;

const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/** Who acted, as the notice names them: a member by email, a key by name and prefix, an app by name. */
function actorName(actor: NoticeActor, label: string | null, words: MailWords['securityNotice']): string {
  switch (actor.type) {
    case 'operator':
      return words.actor.operator;
    case 'system':
      return words.actor.system;
    case 'member':
      return label ?? words.actor.unknown;
    case 'api_key':
      return label ? words.actor.apiKey(label) : words.actor.unknown;
    case 'oauth_app':
      return label ? words.actor.app(label) : words.actor.unknown;
  }
}

type Row = readonly [string, string];

/** The subject, the sentence saying what happened, and the facts that identify the new setting. */
function describe(
  change: SecuritySettingChange,
  who: string,
  context: { shopName: string; when: string },
  words: MailWords['securityNotice'],
): { subject: string; body: string; rows: Row[]; money: boolean } {
  const { shopName: shop, when } = context;
  const label = words.label;
  switch (change.type) {
    case 'payment_provider.connected': {
      const { details } = change;
      const provider = PROVIDER_NAMES[details.provider];
      const stripe = details.provider === 'stripe';
      return {
        subject: details.replaced
          ? words.subject.providerReplaced(provider, who)
          : words.subject.providerConnected(provider, who),
        body: details.replaced
          ? words.body.providerReplaced(shop, provider, when)
          : words.body.providerConnected(shop, provider, when),
        rows: [
          [label.account, provider],
          [label.mode, details.livemode ? label.live : label.test],
          [stripe ? label.secretKey : label.appSecret, details.secret_key_hint],
          [stripe ? label.signingSecret : label.webhookId, details.webhook_secret_hint],
        ],
        money: true,
      };
    }
    case 'payment_provider.disconnected': {
      const provider = PROVIDER_NAMES[change.details.provider];
      return {
        subject: words.subject.providerDisconnected(provider, who),
        body: words.body.providerDisconnected(shop, provider, when),
        rows: [[label.account, provider]],
        money: true,
      };
    }
    case 'crypto_wallet.registered': {
      const { details } = change;
      return {
        subject: details.replaced
          ? words.subject.walletReplaced(details.coin, who)
          : words.subject.walletRegistered(details.coin, who),
        body: details.replaced
          ? words.body.walletReplaced(shop, details.coin, when)
          : words.body.walletRegistered(shop, details.coin, when),
        rows: [
          [label.coin, details.coin],
          [label.firstAddress, details.first_address],
          [label.fingerprint, details.xpub_fingerprint],
          [label.confirmations, String(details.confirmations_needed)],
        ],
        money: true,
      };
    }
    case 'crypto_wallet.removed':
      return {
        subject: words.subject.walletRemoved(change.details.coin, who),
        body: words.body.walletRemoved(shop, change.details.coin, when),
        rows: [
          [label.coin, change.details.coin],
          [label.firstAddress, change.details.first_address],
        ],
        money: true,
      };
    case 'webhook.license_keys_subscribed':
      return {
        subject: words.subject.keysSubscribed(who),
        body: words.body.keysSubscribed(shop, when),
        rows: [
          [label.url, defuseLinks(change.details.url)],
          [label.events, change.details.events.join(', ')],
        ],
        money: false,
      };
    case 'webhook.license_keys_url_changed':
      return {
        subject: words.subject.keysMoved(who),
        body: words.body.keysMoved(shop, when),
        rows: [
          [label.url, defuseLinks(change.details.url)],
          [label.previousUrl, defuseLinks(change.details.previous_url)],
          [label.events, change.details.events.join(', ')],
        ],
        money: false,
      };
  }
}

/**
 * The notice to the shop's owners and admins that where its money or license keys go changed
 * (docs/email.md "Notices to the shop's owners"): who, when, what the setting is now, and what
 * to do if it was not them. Hints only: no secret reaches a mail.
 */
export function securityNoticeDocument(
  notice: SecurityNoticeMail,
  context: { shopName: string; locale: MailLocale },
): MailDocument {
  const words = wordsFor(context.locale).securityNotice;
  const who = actorName(notice.change.actor, notice.actor_label, words);
  const when = mailDateTime(new Date(notice.change.occurred_at), context.locale);
  const { subject, body, rows, money } = describe(
    notice.change,
    who,
    { shopName: context.shopName, when },
    words,
  );
  return {
    lang: context.locale,
    subject,
    preheader: words.preheader(context.shopName, when),
    heading: money ? words.headingMoney : words.headingKeys,
    blocks: [
      { kind: 'paragraph', text: body },
      {
        kind: 'facts',
        rows: [[words.label.by, who], [words.label.when, when], ...rows],
      },
      { kind: 'paragraph', text: words.ifYou },
      { kind: 'paragraph', text: money ? words.ifNotMoney : words.ifNotKeys },
    ],
    footer: words.footer(context.shopName),
  };
}

import { z } from 'zod';
import { NATIVE_CRYPTO_COINS } from '../billing/crypto-wallets';
import { PAYMENT_PROVIDERS } from '../billing/payment-providers';
import { idSchema } from '../common';
import { SECURITY_ACTOR_TYPES, type SecurityDetails, type SecurityEventType } from './security-trail';

/**
 * A change to where a shop's money or license keys go, announced by the service that made it
 * (docs/oauth.md "Security trails", docs/email.md "Notices to the shop's owners"): billing for
 * its payment providers and crypto wallets, the webhook service for webhooks that receive
 * license keys. The event is written in the change's own transaction (the producer's outbox);
 * the oauth service writes it on the shop's security trail, and billing mails it to the shop's
 * owners and admins. Internal: never delivered to merchants' endpoints.
 */
export const SECURITY_SETTING_CHANGED_EVENT = 'security:setting_changed';

/** Who made the change, as the calling credential names them. */
export const noticeActorSchema = z.strictObject({
  type: z.enum(SECURITY_ACTOR_TYPES),
  /** The member, API key or app (client id); null for the operator and the system. */
  id: z.string().max(128).nullable(),
  /** The dashboard session a member acted in (their `shdt_` token's); null otherwise. */
  session_id: idSchema.nullable(),
});
export type NoticeActor = z.infer<typeof noticeActorSchema>;

const hint = z.string().max(64);
const provider = z.enum(PAYMENT_PROVIDERS);
const coin = z.enum(NATIVE_CRYPTO_COINS);
/** Origin and path only: a query may hold a token, and the trail and the mail are read by people. */
const url = z.string().max(2048);
const events = z.array(z.string().max(64)).max(64);

const change = <T extends SecurityEventType, D extends z.ZodRawShape>(type: T, details: D) =>
  z.strictObject({
    type: z.literal(type),
    actor: noticeActorSchema,
    occurred_at: z.iso.datetime({ offset: true }),
    /** What the trail shows and the mail names: hints, never a secret. */
    details: z.strictObject(details),
  });

export const securitySettingChangedSchema = z.discriminatedUnion('type', [
  change('payment_provider.connected', {
    provider,
    livemode: z.boolean(),
    /** Stripe's secret key, PayPal's app secret: the kind and last four characters. */
    secret_key_hint: hint,
    /** Stripe's signing secret, PayPal's webhook id: the same. */
    webhook_secret_hint: hint,
    /** Credentials of an account already connected were replaced. */
    replaced: z.boolean(),
  }),
  change('payment_provider.disconnected', { provider }),
  change('crypto_wallet.registered', {
    coin,
    /** Where the first invoice would be paid: the owner checks it against their own wallet. */
    first_address: z.string().max(128),
    xpub_fingerprint: z.string().max(16),
    confirmations_needed: z.number().int(),
    replaced: z.boolean(),
  }),
  change('crypto_wallet.removed', { coin, first_address: z.string().max(128) }),
  change('webhook.license_keys_subscribed', { webhook_id: idSchema, url, events }),
  change('webhook.license_keys_url_changed', { webhook_id: idSchema, url, previous_url: url, events }),
]);
export type SecuritySettingChange = z.infer<typeof securitySettingChangedSchema>;
export type SecurityNoticeType = SecuritySettingChange['type'];

/** What the change was made to, as the trail's `subject` names it. */
export function noticeSubject(change: SecuritySettingChange): { type: string; id: string } {
  switch (change.type) {
    case 'payment_provider.connected':
    case 'payment_provider.disconnected':
      return { type: 'payment_provider', id: change.details.provider };
    case 'crypto_wallet.registered':
    case 'crypto_wallet.removed':
      return { type: 'crypto_wallet', id: change.details.coin };
    case 'webhook.license_keys_subscribed':
    case 'webhook.license_keys_url_changed':
      return { type: 'webhook', id: change.details.webhook_id };
  }
}

/** The change's details as the trail keeps them. */
export const noticeDetails = (change: SecuritySettingChange): SecurityDetails => ({ ...change.details });

/**
 * Billing asks the oauth service who is told of a change (the shop's owners and admins) and how
 * the actor is named in the mail (a member's email, an API key's name and prefix, an app's name).
 */
export const noticeAudienceInputSchema = z.object({ shop_id: idSchema, actor: noticeActorSchema });
export const noticeAudienceSchema = z.object({
  recipients: z.array(z.string()),
  /** Null when the actor is gone (a removed member, a deleted app). */
  actor_label: z.string().nullable(),
});
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;

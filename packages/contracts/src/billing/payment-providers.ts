import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';

/** Providers a merchant connects with their own account (docs/payments.md). */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const paymentProviderRefSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });

/**
 * `PUT /dev/v1/payment-providers/stripe`: the merchant's Stripe secret (or restricted) key and
 * the signing secret of the webhook endpoint they created for `webhook_url` in Stripe's
 * dashboard. Both are sealed at rest and never answered again.
 */
export const connectStripeInputSchema = z.strictObject({
  secret_key: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/,
      'Must be a Stripe secret key (sk_…) or restricted key (rk_…).',
    ),
  webhook_secret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=_-]{8,200}$/, 'Must be a Stripe webhook signing secret (whsec_…).'),
});
export type ConnectStripeInput = z.infer<typeof connectStripeInputSchema>;

export const PAYPAL_ENVIRONMENTS = ['sandbox', 'live'] as const;

/**
 * `PUT /dev/v1/payment-providers/paypal`: the client id and secret of the merchant's PayPal REST
 * app, the id PayPal gave the webhook they created for `webhook_url`, and which PayPal the app
 * lives in (PayPal's credentials do not say). The secret is sealed at rest and never answered again.
 */
export const connectPayPalInputSchema = z.strictObject({
  client_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Must be the client ID of a PayPal REST app.'),
  client_secret: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Must be the secret of a PayPal REST app.'),
  webhook_id: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8,64}$/, 'Must be the ID PayPal shows for the webhook (letters and digits).'),
  environment: z.enum(PAYPAL_ENVIRONMENTS),
});
export type ConnectPayPalInput = z.infer<typeof connectPayPalInputSchema>;

/** A connected provider as the merchant sees it: hints of the secrets, never the secrets. */
export const paymentProviderSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The payment method it backs in `enabledPaymentMethods` and the gateway buyers choose. */
  method: z.string(),
  livemode: z.boolean(),
  /** The key's (Stripe) or the app secret's (PayPal) first and last characters. */
  secret_key_hint: z.string(),
  /** The webhook signing secret's (Stripe) or the webhook id's (PayPal) first and last characters. */
  webhook_secret_hint: z.string(),
  /** Where the provider must send its events for this shop. */
  webhook_url: z.string(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentProviderListSchema = z.object({ data: z.array(paymentProviderSchema) });

export const disconnectedPaymentProviderSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  deleted: z.literal(true),
});

/** The operator CLI's forms of the same operations, for one shop by id. */
export const operatorShopRefSchema = z.object({ shop_id: idSchema });
export const operatorConnectStripeInputSchema = connectStripeInputSchema.extend({ shop_id: idSchema });
export const operatorConnectPayPalInputSchema = connectPayPalInputSchema.extend({ shop_id: idSchema });
export const operatorDisconnectProviderInputSchema = paymentProviderRefSchema.extend({ shop_id: idSchema });

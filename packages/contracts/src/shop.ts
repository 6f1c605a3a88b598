import { z } from 'zod';
import { currencySchema, idSchema, unixSeconds } from './common';
import { memberPasswordSchema } from './oauth/members';
import { planSchema } from './plans';

export const SHOP_STATUSES = ['active', 'suspended'] as const;
export const shopStatusSchema = z.enum(SHOP_STATUSES);
export type ShopStatus = z.infer<typeof shopStatusSchema>;

/** The spec's shop record (`GET /dev/v1/me`). */
export const shopSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  currency: z.string(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type Shop = z.infer<typeof shopSchema>;

/** The operator's view adds the state the public record does not show. */
export const operatorShopSchema = shopSchema.extend({ status: shopStatusSchema, plan: planSchema });
export type OperatorShop = z.infer<typeof operatorShopSchema>;

export const shopNameSchema = z.string().trim().min(1).max(120);

export const createShopInputSchema = z.object({
  name: shopNameSchema,
  currency: currencySchema.default('USD'),
  plan: planSchema.default('free'),
  owner: z.object({ email: z.email().max(254), password: memberPasswordSchema }).optional(),
});
export type CreateShopInput = z.input<typeof createShopInputSchema>;

/**
 * Payment methods the operator turns on or off per shop (`shopforge shop payment-methods`), kept
 * in the shop's `enabledPaymentMethods`. `TEST` is the built-in test provider, which makes every
 * hosted and crypto payment (gateways `TEST` and `TEST_CRYPTO`): without it, nobody can pay the
 * shop's invoices with simulated money.
 */
export const SHOP_PAYMENT_METHODS = ['TEST'] as const;
export const TEST_PAYMENT_METHOD = 'TEST' satisfies (typeof SHOP_PAYMENT_METHODS)[number];

/**
 * Payment methods backed by the merchant's own provider account (docs/payments.md). Billing keeps
 * the credentials and turns the method on in the shop's `enabledPaymentMethods` once they are
 * stored, off when they are removed: the operator does not switch these.
 */
export const PROVIDER_PAYMENT_METHODS = ['STRIPE', 'PAYPAL', 'CRYPTO'] as const;
export type ProviderPaymentMethod = (typeof PROVIDER_PAYMENT_METHODS)[number];

export const setShopPaymentMethodInputSchema = z.object({
  shop_id: idSchema,
  method: z.enum(SHOP_PAYMENT_METHODS),
  enabled: z.boolean(),
});
export const setProviderPaymentMethodInputSchema = z.object({
  shop_id: idSchema,
  method: z.enum(PROVIDER_PAYMENT_METHODS),
  enabled: z.boolean(),
});
/**
 * Billing names the coins the shop's registered wallets take (docs/payments.md "Native crypto"):
 * they are `features.nativeCryptoCheckout.gateways`, and the CRYPTO method is on while any is.
 */
export const setNativeCryptoGatewaysInputSchema = z.object({
  shop_id: idSchema,
  gateways: z.array(z.string().regex(/^[A-Z0-9_]{2,20}$/)).max(20),
});
export const shopPaymentMethodsSchema = z.object({
  shop_id: idSchema,
  payment_methods: z.array(z.string()),
});
export type ShopPaymentMethods = z.infer<typeof shopPaymentMethodsSchema>;

import type { PaymentProvider, PaymentProviderName, ProviderPaymentMethod } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';

/** The shop payment method each merchant provider backs. */
export const PROVIDER_METHOD: Record<PaymentProviderName, ProviderPaymentMethod> = {
  stripe: 'STRIPE',
  paypal: 'PAYPAL',
};

/** Where the provider sends this shop's events: signed with the shop's own webhook secret. */
export function providerWebhookUrl(
  publicBaseUrl: string,
  provider: PaymentProviderName,
  shopId: string,
): string {
  return `${publicBaseUrl}/providers/${provider}/webhook/${shopId}`;
}

export function toPaymentProvider(
  row: {
    shopId: string;
    provider: string;
    livemode: boolean;
    secretKeyHint: string;
    webhookSecretHint: string;
    createdAt: Date;
    updatedAt: Date;
  },
  publicBaseUrl: string,
): PaymentProvider {
  const provider = row.provider as PaymentProviderName;
  return {
    provider,
    method: PROVIDER_METHOD[provider],
    livemode: row.livemode,
    secret_key_hint: row.secretKeyHint,
    webhook_secret_hint: row.webhookSecretHint,
    webhook_url: providerWebhookUrl(publicBaseUrl, provider, row.shopId),
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

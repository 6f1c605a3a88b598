import type { ConnectStripeInput, PaymentProvider, PaymentProviderName } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { openSecret, sealSecret, secretHint } from '@shopforge/service-kit';
import { z } from 'zod';
import { deleteAccount, listAccounts, upsertAccount } from '../db/payment-provider-accounts';
import type { BillingDeps } from '../deps';
import { PROVIDER_METHOD, toPaymentProvider } from '../domain/payment-provider-record';
import { checkStripeKey, type StripeCredentials } from '../providers/stripe/stripe-provider';

const sealedSchema = z.object({ secret_key: z.string(), webhook_secret: z.string() });

function sealingKey(deps: BillingDeps): Buffer {
  if (!deps.settings.paymentSecretKey)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Payment providers cannot be connected: the billing service has no PAYMENT_SECRET_KEY.',
    );
  return deps.settings.paymentSecretKey;
}

/** The stored credentials, opened for one call to the provider. */
export function openCredentials(deps: BillingDeps, sealed: string): StripeCredentials {
  const opened = sealedSchema.parse(JSON.parse(openSecret(sealingKey(deps), sealed)));
  return { secretKey: opened.secret_key, webhookSecret: opened.webhook_secret };
}

/**
 * Connects (or reconnects) the shop's Stripe account: the credentials sealed, then the shop's
 * STRIPE payment method turned on at the oauth service, which answers `enabledPaymentMethods`.
 * Repeating the call after a failure between the two finishes it.
 */
export async function connectStripe(
  deps: BillingDeps,
  shopId: string,
  input: ConnectStripeInput,
): Promise<PaymentProvider> {
  const key = sealingKey(deps);
  await checkStripeKey(input.secret_key, deps.settings.stripeApiUrl);
  const row = await upsertAccount(
    deps.prisma,
    {
      shopId,
      provider: 'stripe',
      sealedCredentials: sealSecret(
        key,
        JSON.stringify({ secret_key: input.secret_key, webhook_secret: input.webhook_secret }),
      ),
      livemode: input.secret_key.includes('_live_'),
      secretKeyHint: secretHint(input.secret_key),
      webhookSecretHint: secretHint(input.webhook_secret),
    },
    deps.clock.now(),
  );
  await deps.shops.setProviderMethod(shopId, PROVIDER_METHOD.stripe, true);
  return toPaymentProvider(row, deps.settings.publicBaseUrl);
}

/**
 * Disconnects: the payment method goes off first, so no new attempt opens at an account about
 * to lose its credentials; attempts already paid there can no longer be refunded through it.
 */
export async function disconnectProvider(
  deps: BillingDeps,
  shopId: string,
  provider: PaymentProviderName,
): Promise<{ provider: PaymentProviderName; deleted: true }> {
  await deps.shops.setProviderMethod(shopId, PROVIDER_METHOD[provider], false);
  if (!(await deleteAccount(deps.prisma, shopId, provider)))
    throw new AppError('PAYMENT_PROVIDER_NOT_CONNECTED', `This shop has no ${provider} account connected.`);
  return { provider, deleted: true };
}

export async function listProviders(deps: BillingDeps, shopId: string): Promise<{ data: PaymentProvider[] }> {
  const rows = await listAccounts(deps.prisma, shopId);
  return { data: rows.map((row) => toPaymentProvider(row, deps.settings.publicBaseUrl)) };
}

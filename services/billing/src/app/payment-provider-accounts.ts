import {
  type ConnectPayPalInput,
  type ConnectStripeInput,
  type NoticeActor,
  PAYPAL_ENVIRONMENTS,
  type PaymentProvider,
  type PaymentProviderName,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { announceSecurityChange } from '@shopforge/events';
import { openSecret, sealSecret, secretHint } from '@shopforge/service-kit';
import { z } from 'zod';
import {
  type AccountWrite,
  deleteAccount,
  findAccount,
  listAccounts,
  upsertAccount,
} from '../db/payment-provider-accounts';
import type { BillingDeps } from '../deps';
import { PROVIDER_METHOD, toPaymentProvider } from '../domain/payment-provider-record';
import type { PayPalCredentials } from '../providers/paypal/paypal-client';
import { checkPayPalCredentials } from '../providers/paypal/paypal-provider';
import { checkStripeKey, type StripeCredentials } from '../providers/stripe/stripe-provider';

const sealedStripeSchema = z.object({ secret_key: z.string(), webhook_secret: z.string() });
const sealedPayPalSchema = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  webhook_id: z.string(),
  environment: z.enum(PAYPAL_ENVIRONMENTS),
});

function sealingKey(deps: BillingDeps): Buffer {
  if (!deps.settings.paymentSecretKey)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Payment providers cannot be connected: the billing service has no PAYMENT_SECRET_KEY.',
    );
  return deps.settings.paymentSecretKey;
}

function open<T>(deps: BillingDeps, sealed: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(openSecret(sealingKey(deps), sealed)));
}

/** A shop's stored Stripe credentials, opened for one call to Stripe. */
export function openStripeCredentials(deps: BillingDeps, sealed: string): StripeCredentials {
  const opened = open(deps, sealed, sealedStripeSchema);
  return { secretKey: opened.secret_key, webhookSecret: opened.webhook_secret };
}

/** A shop's stored PayPal app, opened for one call to PayPal. */
export function openPayPalCredentials(deps: BillingDeps, sealed: string): PayPalCredentials {
  const opened = open(deps, sealed, sealedPayPalSchema);
  return {
    clientId: opened.client_id,
    clientSecret: opened.client_secret,
    webhookId: opened.webhook_id,
    environment: opened.environment,
  };
}

/**
 * Stores (or replaces) the shop's account and announces it (the security trail, the owners'
 * notice: docs/payments.md "Who may change money settings") in one transaction, then turns the
 * provider's payment method on at the oauth service, which answers `enabledPaymentMethods`.
 * Repeating the call after a failure between the two finishes it.
 */
async function connect(
  deps: BillingDeps,
  actor: NoticeActor,
  account: Omit<AccountWrite, 'sealedCredentials'> & { credentials: Record<string, string> },
): Promise<PaymentProvider> {
  const { credentials, ...fields } = account;
  const now = deps.clock.now();
  const row = await deps.prisma.$transaction(async (tx) => {
    const replaced = (await findAccount(tx, account.shopId, account.provider)) !== null;
    const written = await upsertAccount(
      tx,
      { ...fields, sealedCredentials: sealSecret(sealingKey(deps), JSON.stringify(credentials)) },
      now,
    );
    await announceSecurityChange(tx, account.shopId, {
      type: 'payment_provider.connected',
      actor,
      occurred_at: now.toISOString(),
      details: {
        provider: account.provider,
        livemode: account.livemode,
        secret_key_hint: account.secretKeyHint,
        webhook_secret_hint: account.webhookSecretHint,
        replaced,
      },
    });
    return written;
  });
  await deps.shops.setProviderMethod(account.shopId, PROVIDER_METHOD[account.provider], true);
  return toPaymentProvider(row, deps.settings.publicBaseUrl);
}

/** Connects the shop's Stripe account once Stripe accepted the key. */
export async function connectStripe(
  deps: BillingDeps,
  shopId: string,
  input: ConnectStripeInput,
  actor: NoticeActor,
): Promise<PaymentProvider> {
  sealingKey(deps);
  await checkStripeKey(input.secret_key, deps.settings.stripeApiUrl);
  return connect(deps, actor, {
    shopId,
    provider: 'stripe',
    credentials: { secret_key: input.secret_key, webhook_secret: input.webhook_secret },
    livemode: input.secret_key.includes('_live_'),
    secretKeyHint: secretHint(input.secret_key),
    webhookSecretHint: secretHint(input.webhook_secret),
  });
}

/** Connects the shop's PayPal REST app once PayPal issued it a token. */
export async function connectPayPal(
  deps: BillingDeps,
  shopId: string,
  input: ConnectPayPalInput,
  actor: NoticeActor,
): Promise<PaymentProvider> {
  sealingKey(deps);
  await checkPayPalCredentials(
    {
      clientId: input.client_id,
      clientSecret: input.client_secret,
      webhookId: input.webhook_id,
      environment: input.environment,
    },
    deps.settings.paypalApiUrl,
  );
  return connect(deps, actor, {
    shopId,
    provider: 'paypal',
    credentials: { ...input },
    livemode: input.environment === 'live',
    secretKeyHint: secretHint(input.client_secret),
    webhookSecretHint: secretHint(input.webhook_id),
  });
}

/**
 * Disconnects: the payment method goes off first, so no new attempt opens at an account about
 * to lose its credentials; attempts already paid there can no longer be refunded through it.
 * The deletion and its announcement are one transaction.
 */
export async function disconnectProvider(
  deps: BillingDeps,
  shopId: string,
  provider: PaymentProviderName,
  actor: NoticeActor,
): Promise<{ provider: PaymentProviderName; deleted: true }> {
  await deps.shops.setProviderMethod(shopId, PROVIDER_METHOD[provider], false);
  const now = deps.clock.now();
  const deleted = await deps.prisma.$transaction(async (tx) => {
    if (!(await deleteAccount(tx, shopId, provider))) return false;
    await announceSecurityChange(tx, shopId, {
      type: 'payment_provider.disconnected',
      actor,
      occurred_at: now.toISOString(),
      details: { provider },
    });
    return true;
  });
  if (!deleted)
    throw new AppError('PAYMENT_PROVIDER_NOT_CONNECTED', `This shop has no ${provider} account connected.`);
  return { provider, deleted: true };
}

export async function listProviders(deps: BillingDeps, shopId: string): Promise<{ data: PaymentProvider[] }> {
  const rows = await listAccounts(deps.prisma, shopId);
  return { data: rows.map((row) => toPaymentProvider(row, deps.settings.publicBaseUrl)) };
}

import { type Gateway, PAYMENT_PROVIDERS, type PaymentProviderName } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { openPayPalCredentials, openStripeCredentials } from '../app/payment-provider-accounts';
import { findAccount } from '../db/payment-provider-accounts';
import type { BillingDeps } from '../deps';
import { GATEWAY_PROVIDER, gatewayRefusal, isProviderGateway } from '../domain/payment-methods';
import type { PaymentProvider } from './provider';
import { NATIVE_CRYPTO_PROVIDER, NativeCryptoProvider } from './crypto/native-crypto-provider';
import { PayPalProvider } from './paypal/paypal-provider';
import { StripeProvider } from './stripe/stripe-provider';
import { TEST_PROVIDER } from './test-provider';

const isMerchantProvider = (name: string): name is PaymentProviderName =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(name);

/**
 * The provider a shop's payment through `gateway` opens at, refused (400) unless the shop's
 * payment method for it is on: checked here, whoever opens it (the checkout, a payment's or an
 * order's forced gateway, the operator's `order pay`).
 */
export async function providerForGateway(
  deps: BillingDeps,
  shopId: string,
  gateway: Gateway,
): Promise<PaymentProvider> {
  if (!isProviderGateway(gateway))
    throw new AppError('BAD_REQUEST', `${gateway} is confirmed by the shop, not paid at a provider.`);
  const refusal = gatewayRefusal(gateway, await deps.shops.paymentMethods(shopId));
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  return providerNamed(deps, shopId, GATEWAY_PROVIDER[gateway].provider);
}

/**
 * The provider an attempt was made at, by name (its refunds, its events): the shop's connected
 * account for a merchant provider, PAYMENT_PROVIDER_NOT_CONNECTED once it was disconnected.
 */
export async function providerNamed(
  deps: BillingDeps,
  shopId: string,
  name: string,
): Promise<PaymentProvider> {
  if (name === TEST_PROVIDER) return deps.testProvider;
  if (name === NATIVE_CRYPTO_PROVIDER) return new NativeCryptoProvider(deps, shopId);
  if (!isMerchantProvider(name)) throw new AppError('NOT_FOUND', `Unknown payment provider "${name}".`);
  const account = await findAccount(deps.prisma, shopId, name);
  if (!account)
    throw new AppError('PAYMENT_PROVIDER_NOT_CONNECTED', `This shop has no ${name} account connected.`);
  if (name === 'paypal')
    return new PayPalProvider(
      openPayPalCredentials(deps, account.sealedCredentials),
      deps.settings.paypalApiUrl,
    );
  return new StripeProvider(
    openStripeCredentials(deps, account.sealedCredentials),
    deps.settings.stripeApiUrl,
  );
}

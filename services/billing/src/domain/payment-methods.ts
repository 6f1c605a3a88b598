import { type Gateway, gatewayKind, TEST_PAYMENT_METHOD } from '@shopforge/contracts';

/** The provider that takes a gateway's payments, and the shop payment method that must be on. */
export const GATEWAY_PROVIDER = {
  TEST: { provider: 'test', method: TEST_PAYMENT_METHOD },
  TEST_CRYPTO: { provider: 'test', method: TEST_PAYMENT_METHOD },
  STRIPE: { provider: 'stripe', method: 'STRIPE' },
  PAYPAL: { provider: 'paypal', method: 'PAYPAL' },
  CRYPTO: { provider: 'crypto', method: 'CRYPTO' },
} as const satisfies Partial<Record<Gateway, { provider: string; method: string }>>;
export type ProviderGateway = keyof typeof GATEWAY_PROVIDER;
export type ProviderName = (typeof GATEWAY_PROVIDER)[ProviderGateway]['provider'];

export function isProviderGateway(gateway: Gateway): gateway is ProviderGateway {
  return gatewayKind(gateway) !== 'manual';
}

/**
 * Why a shop with these payment methods may not take a payment through `gateway`, or null when
 * it may. The test provider pays with simulated money, so a shop takes it only with TEST on (new
 * shops in embedded mode; in production, when the operator turns it on); a merchant's provider
 * only once its account is connected.
 */
export function gatewayRefusal(gateway: ProviderGateway, paymentMethods: readonly string[]): string | null {
  const { method } = GATEWAY_PROVIDER[gateway];
  if (paymentMethods.includes(method)) return null;
  if (method === TEST_PAYMENT_METHOD)
    return `This shop does not take test payments: its payment method ${TEST_PAYMENT_METHOD} is off.`;
  if (method === 'CRYPTO')
    return 'This shop does not take crypto to its own wallet: register one first (PUT /dev/v1/crypto-wallets/{coin}).';
  return `This shop does not take ${gateway} payments: connect its account first (PUT /dev/v1/payment-providers/${GATEWAY_PROVIDER[gateway].provider}).`;
}

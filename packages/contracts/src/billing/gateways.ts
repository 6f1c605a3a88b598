import { z } from 'zod';

/**
 * Payment gateways the platform can route a buyer to. The spec leaves the full set open; these
 * are the built-in ones (docs/invoices.md, docs/payments.md). `hosted` gateways open a provider session
 * (answering `checkout_url` and `session_id`); `crypto` gateways are chosen together with a
 * coin or network (`crypto_gateway`); `manual` is an offline payment the merchant confirms.
 */
export const GATEWAYS = {
  TEST: { kind: 'hosted', label: 'Test card (simulated)' },
  TEST_CRYPTO: { kind: 'crypto', label: 'Test crypto (simulated)' },
  STRIPE: { kind: 'hosted', label: 'Card (Stripe Checkout)' },
  PAYPAL: { kind: 'hosted', label: 'PayPal' },
  CRYPTO: { kind: 'crypto', label: "Crypto (paid to the shop's own wallet)" },
  BANK_TRANSFER: { kind: 'manual', label: 'Bank transfer (confirmed by the shop)' },
} as const;
export type GatewayKind = (typeof GATEWAYS)[keyof typeof GATEWAYS]['kind'];
export type Gateway = keyof typeof GATEWAYS;
export const GATEWAY_NAMES = Object.keys(GATEWAYS) as [Gateway, ...Gateway[]];

/** Coins and networks `crypto_gateway` names (the test gateway takes all; CRYPTO those with a wallet). */
export const CRYPTO_GATEWAYS = ['BTC', 'ETH', 'LTC', 'SOL', 'USDT_TRC20', 'USDC_ERC20'] as const;

/** Case-insensitive on input (`test`, `Test`), upper case from then on. */
export const gatewayInput = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(GATEWAY_NAMES, { error: `Unknown gateway; use one of ${GATEWAY_NAMES.join(', ')}.` }));

export const cryptoGatewayInput = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    z.enum(CRYPTO_GATEWAYS, { error: `Unknown crypto gateway; use one of ${CRYPTO_GATEWAYS.join(', ')}.` }),
  );

export function gatewayKind(gateway: Gateway): GatewayKind {
  return GATEWAYS[gateway].kind;
}

import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';

/**
 * Coins a shop can take to its own wallet (docs/payments.md "Native crypto"). `USDC_ERC20` is
 * USDC on Ethereum, paid to the same kind of address as ETH (its own wallet entry and key).
 */
export const NATIVE_CRYPTO_COINS = ['BTC', 'LTC', 'ETH', 'USDC_ERC20'] as const;
export type NativeCryptoCoin = (typeof NATIVE_CRYPTO_COINS)[number];

export const cryptoWalletRefSchema = z.object({
  coin: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z.enum(NATIVE_CRYPTO_COINS, { error: `Unknown coin; use one of ${NATIVE_CRYPTO_COINS.join(', ')}.` }),
    ),
});

/**
 * `PUT /dev/v1/crypto-wallets/{coin}`: the account-level extended PUBLIC key of the merchant's
 * wallet (xpub/zpub/Ltub…, e.g. of m/84'/2'/0'). Each invoice is paid to a fresh address derived
 * from it, so funds never touch the platform. A private key is refused, never stored.
 */
export const cryptoWalletBodySchema = z.strictObject({
  xpub: z.string().trim().min(20).max(200),
  /** Blocks a payment needs before its invoice is paid; the coin's default when omitted. */
  confirmations_needed: z.number().int().min(1).max(100).optional(),
});
export const putCryptoWalletInputSchema = cryptoWalletRefSchema.extend(cryptoWalletBodySchema.shape);
export type PutCryptoWalletInput = z.infer<typeof putCryptoWalletInputSchema>;

export const cryptoWalletSchema = z.object({
  coin: z.enum(NATIVE_CRYPTO_COINS),
  /** The chain it is on (the platform's CRYPTO_NETWORK): `mainnet`, `testnet` or `regtest`. */
  network: z.string(),
  xpub: z.string(),
  /** The key's own BIP32 fingerprint (8 hex digits), as wallets show it. */
  xpub_fingerprint: z.string(),
  /** The address at index 0, so the merchant can check it against their wallet's first one. */
  first_address: z.string(),
  /** Whether buyers can pay with it: the platform watches this coin's chain (its operator set a node). */
  active: z.boolean(),
  confirmations_needed: z.number().int(),
  /** Invoice addresses derived so far (the next index). */
  addresses_issued: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type CryptoWallet = z.infer<typeof cryptoWalletSchema>;

export const cryptoWalletListSchema = z.object({ data: z.array(cryptoWalletSchema) });
export const deletedCryptoWalletSchema = z.object({
  coin: z.enum(NATIVE_CRYPTO_COINS),
  deleted: z.literal(true),
});

export const operatorPutCryptoWalletInputSchema = putCryptoWalletInputSchema.extend({ shop_id: idSchema });
export const operatorCryptoWalletRefSchema = cryptoWalletRefSchema.extend({ shop_id: idSchema });

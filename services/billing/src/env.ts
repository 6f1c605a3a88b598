import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { allowLoopbackSchema, decodeSecretKey, parseEnv, publicBaseUrlSchema } from '@shopforge/service-kit';
import type { DkimKey } from '@shopforge/mail';
import { z } from 'zod';
import { type CoinId, tokenContract } from './domain/crypto/coins';
import { checksumEvmAddress, isEvmAddress } from './domain/crypto/derive';

/** The billing service's own settings (README "Configuration"). */
export const billingSettingsSchema = z.object({
  /** Where buyers reach the gateway: hosted checkout addresses are built on it. */
  PUBLIC_BASE_URL: publicBaseUrlSchema,
  /** A pending invoice nobody paid expires after this long (docs/invoices.md). */
  INVOICE_TTL_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
  /** How long after its period ends a renewal invoice stays payable before the subscription is cancelled. */
  SUBSCRIPTION_RENEWAL_GRACE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** How often the sweeper expires due invoices and retries unfinished fulfilments. */
  BILLING_SWEEP_INTERVAL_MS: z.coerce.number().int().min(10).max(300_000).default(5000),
  /**
   * Signs the test provider's webhooks. Every billing replica needs the same value: without
   * one it is derived from INTERNAL_SECRET, which every process shares; without that too (a
   * test), a random secret lives as long as the process.
   */
  TEST_PROVIDER_SECRET: z.string().min(32).optional(),
  /** Development only: DYNAMIC products may deliver from loopback URLs (the webhook setting). */
  WEBHOOK_ALLOW_LOOPBACK: allowLoopbackSchema,
  /** Time a DYNAMIC product's endpoint has to answer. */
  DYNAMIC_DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  /**
   * 32 bytes, base64 or hex: encrypts merchants' provider credentials (Stripe keys) at rest.
   * Every replica needs the same key. Without one, connecting a provider is refused: nothing
   * else needs it.
   */
  PAYMENT_SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine(
        (value) => decodeSecretKey(value) !== undefined,
        'PAYMENT_SECRET_KEY must be 32 bytes, base64 or hex.',
      )
      .optional(),
  ),
  /** Where Stripe's API is: only a test points it elsewhere (a local stand-in). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  /**
   * Where PayPal's API is, for every account whatever its environment; unset, each account's own
   * (api-m.paypal.com or api-m.sandbox.paypal.com). Only a test or an egress proxy sets it.
   */
  PAYPAL_API_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  /**
   * Where buyer mail goes (docs/email.md): `smtp://user:pass@host:587` (STARTTLS when the server
   * offers it) or `smtps://…:465`. Unset, and without MAILBOX_DIR, no mail is queued at all.
   */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/ }).optional(),
  ),
  /** Refuse to send over an SMTP connection that did not upgrade to TLS. */
  SMTP_REQUIRE_TLS: z.stringbool().default(false),
  /**
   * Instead of SMTP: every mail written as an `.eml` file in this directory (what `npm start`
   * uses, so mail can be read without a mail server). SMTP_URL wins when both are set.
   */
  MAILBOX_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** How long a sent or failed mail stays in `mail_messages` (the timeline keeps its steps). */
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * How many mails a shop may send an hour, on its own say-so, to addresses that are not its
   * customers (docs/email.md "The mail budget"): payment requests, receipts of orders marked paid
   * by hand, resent receipts, refunds of such orders, test sends.
   */
  MAIL_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** The sender address of buyer mail; the shop's name is its display name. */
  MAIL_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  /**
   * The bearer secret the platform's mail provider sends with bounce and complaint reports
   * (`POST /mail/notifications`); unset: the endpoint takes none.
   */
  MAIL_NOTIFICATIONS_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(24, 'MAIL_NOTIFICATIONS_SECRET must be at least 24 characters.').optional(),
  ),
  /** DKIM signing: the signing domain, the selector of its DNS key and the PEM private key. */
  MAIL_DKIM_DOMAIN: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  MAIL_DKIM_SELECTOR: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  MAIL_DKIM_PRIVATE_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((value) => value.replace(/\\n/g, '\n'))
      .refine(
        (value) => value.includes('PRIVATE KEY-----'),
        'MAIL_DKIM_PRIVATE_KEY must be a PEM private key.',
      )
      .optional(),
  ),
  /** The chain native crypto addresses are made for (docs/payments.md "Native crypto"). */
  CRYPTO_NETWORK: z.enum(['mainnet', 'testnet', 'regtest']).default('mainnet'),
  /**
   * A Bitcoin-family node's JSON-RPC address per coin, credentials included
   * (`http://user:pass@host:9332`). A coin takes payments only with its node: billing watches
   * invoice addresses through a watch-only wallet there (CRYPTO_WATCH_WALLET).
   */
  BTC_RPC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  LTC_RPC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  /**
   * An Ethereum node's JSON-RPC (`http://host:8545`): ETH takes payments only with it, and so do
   * ERC-20 tokens on Ethereum (USDC_ERC20), read through the same node.
   */
  ETH_RPC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  /**
   * USDC's ERC-20 contract (0x…). Unset: Circle's own on mainnet and testnet (Sepolia); on regtest
   * there is none, so USDC_ERC20 is offered only once this names the local deployment. When set
   * it replaces the canonical contract on any network (a fork, a test deployment).
   */
  USDC_CONTRACT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .trim()
      .refine(
        isEvmAddress,
        'USDC_CONTRACT must be a 0x contract address (40 hex digits, EIP-55 if mixed-case).',
      )
      .transform(checksumEvmAddress)
      .optional(),
  ),
  CRYPTO_WATCH_WALLET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('shopforge-watch'),
  /**
   * Exchange rates, fiat per coin: `LTC/USD=80.25,BTC/EUR=55000`. A fixed table (tests, or an
   * operator who sets rates by hand); a coin with no rate for the invoice's currency is refused.
   */
  CRYPTO_RATES: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(
        /^([A-Z0-9_]{2,20}\/[A-Z]{3}=\d+(\.\d+)?)(,[A-Z0-9_]{2,20}\/[A-Z]{3}=\d+(\.\d+)?)*$/,
        'CRYPTO_RATES is COIN/FIAT=rate pairs, comma separated.',
      )
      .optional(),
  ),
  /** A rate older than this is not used to price an invoice. */
  CRYPTO_RATE_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  /**
   * An exchange-rates API in Coinbase's format, `{coin}` standing for the ticker
   * (`https://api.coinbase.com/v2/exchange-rates?currency={coin}`): rates CRYPTO_RATES does not pin.
   */
  CRYPTO_RATES_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .refine((value) => value.includes('{coin}'), 'CRYPTO_RATES_URL must contain {coin}.')
      .optional(),
  ),
  /** How long fetched rates are used before the API is asked again. */
  CRYPTO_RATES_REFRESH_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /** How often the watcher asks the nodes about open crypto payments. */
  CRYPTO_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  /** How long after its invoice expired an address is still watched: late payments are honoured. */
  CRYPTO_LATE_PAYMENT_HOURS: z.coerce.number().int().min(0).max(720).default(24),
});

export interface BillingSettings {
  publicBaseUrl: string;
  invoiceTtlMs: number;
  renewalGraceMs: number;
  sweepIntervalMs: number;
  testProviderSecret: string;
  /** Signs buyers' access links (receipt mail); every replica derives the same from INTERNAL_SECRET. */
  accessLinkKey: string;
  allowLoopback: boolean;
  dynamicTimeoutMs: number;
  /** Seals provider credentials; null when PAYMENT_SECRET_KEY is not set. */
  paymentSecretKey: Buffer | null;
  stripeApiUrl: URL;
  paypalApiUrl: URL | null;
  crypto: CryptoSettings;
  /** Null: no transport configured, so no mail is queued (docs/email.md). */
  mail: MailSettings | null;
}

export interface MailSettings {
  transport:
    | { kind: 'smtp'; url: string; requireTls: boolean; dkim: DkimKey | null }
    | { kind: 'mailbox'; dir: string };
  from: string;
  retentionMs: number;
  /** Mails a shop may send an hour to addresses that are not its customers (MAIL_BUDGET_PER_HOUR). */
  budgetPerHour: number;
  /** SHA-256 of MAIL_NOTIFICATIONS_SECRET; null: provider reports are refused. */
  notificationsSecretHash: Buffer | null;
}

export interface CryptoSettings {
  network: 'mainnet' | 'testnet' | 'regtest';
  /** Node RPC address per coin, for the coins this platform watches. */
  nodes: Partial<Record<CoinId, string>>;
  /** The ERC-20 contract of each token coin that has one on this network (USDC_ERC20). */
  tokenContracts: Partial<Record<CoinId, string>>;
  watchWallet: string;
  /** `LTC/USD` → "80.25". */
  rates: Record<string, string>;
  rateMaxAgeMs: number;
  /** CRYPTO_RATES_URL with `{coin}`, and how often it is asked again; null when rates are only fixed. */
  ratesApi: { urlTemplate: string; refreshMs: number } | null;
  pollMs: number;
  latePaymentMs: number;
}

function parseRates(text: string | undefined): Record<string, string> {
  if (!text) return {};
  return Object.fromEntries(text.split(',').map((pair) => pair.split('=') as [string, string]));
}

export function parseBillingSettings(source: Readonly<Record<string, string | undefined>>): BillingSettings {
  const env = parseEnv(billingSettingsSchema, { ...source });
  const usdcContract = tokenContract('USDC_ERC20', env.CRYPTO_NETWORK, env.USDC_CONTRACT);
  return {
    publicBaseUrl: env.PUBLIC_BASE_URL,
    invoiceTtlMs: env.INVOICE_TTL_MINUTES * 60_000,
    renewalGraceMs: env.SUBSCRIPTION_RENEWAL_GRACE_HOURS * 3_600_000,
    sweepIntervalMs: env.BILLING_SWEEP_INTERVAL_MS,
    testProviderSecret: env.TEST_PROVIDER_SECRET ?? testProviderSecretOf(source.INTERNAL_SECRET),
    accessLinkKey: derivedKey(source.INTERNAL_SECRET, 'shopforge buyer access links'),
    allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
    dynamicTimeoutMs: env.DYNAMIC_DELIVERY_TIMEOUT_MS,
    paymentSecretKey: env.PAYMENT_SECRET_KEY ? (decodeSecretKey(env.PAYMENT_SECRET_KEY) ?? null) : null,
    stripeApiUrl: new URL(env.STRIPE_API_URL),
    paypalApiUrl: env.PAYPAL_API_URL ? new URL(env.PAYPAL_API_URL) : null,
    mail: mailSettings(env),
    crypto: {
      network: env.CRYPTO_NETWORK,
      nodes: {
        ...(env.BTC_RPC_URL ? { BTC: env.BTC_RPC_URL } : {}),
        ...(env.LTC_RPC_URL ? { LTC: env.LTC_RPC_URL } : {}),
        ...(env.ETH_RPC_URL ? { ETH: env.ETH_RPC_URL } : {}),
        // A token is watched on its chain's node, and only where its contract is known.
        ...(env.ETH_RPC_URL && usdcContract ? { USDC_ERC20: env.ETH_RPC_URL } : {}),
      },
      tokenContracts: usdcContract ? { USDC_ERC20: usdcContract } : {},
      watchWallet: env.CRYPTO_WATCH_WALLET,
      rates: parseRates(env.CRYPTO_RATES),
      rateMaxAgeMs: env.CRYPTO_RATE_MAX_AGE_SECONDS * 1000,
      ratesApi: env.CRYPTO_RATES_URL
        ? { urlTemplate: env.CRYPTO_RATES_URL, refreshMs: env.CRYPTO_RATES_REFRESH_SECONDS * 1000 }
        : null,
      pollMs: env.CRYPTO_POLL_MS,
      latePaymentMs: env.CRYPTO_LATE_PAYMENT_HOURS * 3_600_000,
    },
  };
}

function mailSettings(env: z.infer<typeof billingSettingsSchema>): MailSettings | null {
  const host = new URL(env.PUBLIC_BASE_URL).hostname;
  // An address literal is no mail domain (`no-reply@127.0.0.1` is not an address): embedded
  // mode's mail, which only reaches the local mailbox, comes from localhost.
  const from = env.MAIL_FROM ?? `no-reply@${isIP(host.replace(/^\[|\]$/g, '')) ? 'localhost' : host}`;
  const {
    MAIL_DKIM_DOMAIN: domainName,
    MAIL_DKIM_SELECTOR: keySelector,
    MAIL_DKIM_PRIVATE_KEY: privateKey,
  } = env;
  const dkimParts = [domainName, keySelector, privateKey].filter((part) => part !== undefined).length;
  if (dkimParts !== 0 && dkimParts !== 3)
    throw new Error(
      'DKIM needs all three of MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY.',
    );
  const dkim = domainName && keySelector && privateKey ? { domainName, keySelector, privateKey } : null;
  const common = {
    from,
    retentionMs: env.MAIL_RETENTION_DAYS * 86_400_000,
    budgetPerHour: env.MAIL_BUDGET_PER_HOUR,
    notificationsSecretHash: env.MAIL_NOTIFICATIONS_SECRET
      ? createHash('sha256').update(env.MAIL_NOTIFICATIONS_SECRET).digest()
      : null,
  };
  if (env.SMTP_URL)
    return {
      transport: { kind: 'smtp', url: env.SMTP_URL, requireTls: env.SMTP_REQUIRE_TLS, dkim },
      ...common,
    };
  if (env.MAILBOX_DIR) return { transport: { kind: 'mailbox', dir: env.MAILBOX_DIR }, ...common };
  return null;
}

/**
 * The test provider's key when none is set: one for every replica that shares the internal
 * secret (a webhook signed by one replica is checked by whichever the gateway picks), and no way
 * back from it to the internal secret.
 */
function testProviderSecretOf(internalSecret: string | undefined): string {
  return derivedKey(internalSecret, 'shopforge test-provider webhooks');
}

/**
 * A key for one purpose, the same in every process that shares the internal secret, with no way
 * back to it; without one (a test), random for the life of the process.
 */
function derivedKey(internalSecret: string | undefined, purpose: string): string {
  if (!internalSecret) return randomBytes(32).toString('base64url');
  return createHmac('sha256', internalSecret).update(purpose).digest('base64url');
}

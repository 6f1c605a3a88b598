import { createHmac, randomBytes } from 'node:crypto';
import { allowLoopbackSchema, parseEnv, publicBaseUrlSchema } from '@shopforge/service-kit';
import { z } from 'zod';

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
});

export interface BillingSettings {
  publicBaseUrl: string;
  invoiceTtlMs: number;
  renewalGraceMs: number;
  sweepIntervalMs: number;
  testProviderSecret: string;
  allowLoopback: boolean;
  dynamicTimeoutMs: number;
}

export function parseBillingSettings(source: Readonly<Record<string, string | undefined>>): BillingSettings {
  const env = parseEnv(billingSettingsSchema, { ...source });
  return {
    publicBaseUrl: env.PUBLIC_BASE_URL,
    invoiceTtlMs: env.INVOICE_TTL_MINUTES * 60_000,
    renewalGraceMs: env.SUBSCRIPTION_RENEWAL_GRACE_HOURS * 3_600_000,
    sweepIntervalMs: env.BILLING_SWEEP_INTERVAL_MS,
    testProviderSecret: env.TEST_PROVIDER_SECRET ?? testProviderSecretOf(source.INTERNAL_SECRET),
    allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
    dynamicTimeoutMs: env.DYNAMIC_DELIVERY_TIMEOUT_MS,
  };
}

/**
 * The test provider's key when none is set: one for every replica that shares the internal
 * secret (a webhook signed by one replica is checked by whichever the gateway picks), and no way
 * back from it to the internal secret.
 */
function testProviderSecretOf(internalSecret: string | undefined): string {
  if (!internalSecret) return randomBytes(32).toString('base64url');
  return createHmac('sha256', internalSecret).update('shopforge test-provider webhooks').digest('base64url');
}

import { OAUTH_REFRESH_GRACE_SECONDS_DEFAULT } from '@shopforge/contracts';
import { decodeSecretKey, parseEnv, publicBaseUrlSchema } from '@shopforge/service-kit';
import { z } from 'zod';

/** The oauth service's own settings (README "Configuration"). */
export const oauthSettingsSchema = z.object({
  /**
   * Where browsers and apps reach the gateway: the OAuth issuer (RFC 8414 metadata, the `iss`
   * of authorization responses, RFC 9207) is this address.
   */
  PUBLIC_BASE_URL: publicBaseUrlSchema,
  /** How long a just-rotated refresh token still replays the pair it was exchanged for. */
  OAUTH_REFRESH_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(OAUTH_REFRESH_GRACE_SECONDS_DEFAULT),
  /**
   * Whether new shops start with the built-in test provider (payment method `TEST`). Off unless
   * set: in production simulated money must never pay a real invoice; the embedded platform
   * turns it on (and says so at start). The operator turns it on or off per shop.
   */
  /**
   * 32 bytes, base64 or hex: seals members' TOTP secrets at rest (two-factor sign-in). Unset,
   * turning two-factor sign-in on answers 503. The same on every replica.
   */
  OAUTH_SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine(
        (value) => decodeSecretKey(value) !== undefined,
        'OAUTH_SECRET_KEY must be 32 bytes, base64 or hex.',
      )
      .optional(),
  ),
  TEST_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export interface OauthSettings {
  issuer: string;
  refreshGraceSeconds: number;
  testPayments: boolean;
  /** Seals TOTP secrets; null when OAUTH_SECRET_KEY is not set. */
  secretKey: Buffer | null;
}

export function parseOauthSettings(source: Readonly<Record<string, string | undefined>>): OauthSettings {
  const env = parseEnv(oauthSettingsSchema, { ...source });
  return {
    issuer: env.PUBLIC_BASE_URL,
    refreshGraceSeconds: env.OAUTH_REFRESH_GRACE_SECONDS,
    testPayments: env.TEST_PAYMENTS,
    secretKey: env.OAUTH_SECRET_KEY ? (decodeSecretKey(env.OAUTH_SECRET_KEY) ?? null) : null,
  };
}

import { OAUTH_REFRESH_GRACE_SECONDS_DEFAULT } from '@shopforge/contracts';
import { parseEnv, publicBaseUrlSchema } from '@shopforge/service-kit';
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
  TEST_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export interface OauthSettings {
  issuer: string;
  refreshGraceSeconds: number;
  testPayments: boolean;
}

export function parseOauthSettings(source: Readonly<Record<string, string | undefined>>): OauthSettings {
  const env = parseEnv(oauthSettingsSchema, { ...source });
  return {
    issuer: env.PUBLIC_BASE_URL,
    refreshGraceSeconds: env.OAUTH_REFRESH_GRACE_SECONDS,
    testPayments: env.TEST_PAYMENTS,
  };
}

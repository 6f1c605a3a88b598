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
});

export interface OauthSettings {
  issuer: string;
  refreshGraceSeconds: number;
}

export function parseOauthSettings(source: Readonly<Record<string, string | undefined>>): OauthSettings {
  const env = parseEnv(oauthSettingsSchema, { ...source });
  return { issuer: env.PUBLIC_BASE_URL, refreshGraceSeconds: env.OAUTH_REFRESH_GRACE_SECONDS };
}

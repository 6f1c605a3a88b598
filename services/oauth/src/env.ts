import { parseEnv } from '@shopforge/service-kit';
import { z } from 'zod';

/** The oauth service's own settings (README "Configuration"). */
const oauthSettingsSchema = z.object({
  /**
   * Where browsers and apps reach the gateway: the OAuth issuer (RFC 8414 metadata, the `iss`
   * of authorization responses, RFC 9207) is this address.
   */
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:3000')
    .transform((value) => value.replace(/\/+$/, '')),
});

export interface OauthSettings {
  issuer: string;
}

export function parseOauthSettings(source: Readonly<Record<string, string | undefined>>): OauthSettings {
  return { issuer: parseEnv(oauthSettingsSchema, { ...source }).PUBLIC_BASE_URL };
}

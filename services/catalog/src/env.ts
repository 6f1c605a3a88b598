import { allowLoopbackSchema, parseEnv } from '@shopforge/service-kit';
import { z } from 'zod';

/** The catalog service's own settings (README "Configuration"). */
export const catalogSettingsSchema = z.object({
  /**
   * Development only: a DYNAMIC product's `dynamic_webhook` may be on loopback. Billing calls
   * the endpoint under the same setting, so both must be given the same value.
   */
  WEBHOOK_ALLOW_LOOPBACK: allowLoopbackSchema,
});

export interface CatalogSettings {
  allowLoopback: boolean;
}

export function parseCatalogSettings(source: Readonly<Record<string, string | undefined>>): CatalogSettings {
  const env = parseEnv(catalogSettingsSchema, { ...source });
  return { allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK };
}

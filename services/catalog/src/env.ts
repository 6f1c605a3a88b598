import { PRODUCT_FILE_SIZE_MAX } from '@shopforge/contracts';
import { allowLoopbackSchema, parseEnv } from '@shopforge/service-kit';
import { z } from 'zod';

/** 100 MiB. */
export const DEFAULT_PRODUCT_FILE_MAX_BYTES = 104_857_600;

/** The catalog service's own settings (README "Configuration"). */
export const catalogSettingsSchema = z.object({
  /**
   * Development only: a DYNAMIC product's `dynamic_webhook` may be on loopback. Billing calls
   * the endpoint under the same setting, so both must be given the same value.
   */
  WEBHOOK_ALLOW_LOOPBACK: allowLoopbackSchema,
  /** The largest file a FILE product may hold (bytes); a larger upload is refused at `begin` (413). */
  PRODUCT_FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRODUCT_FILE_SIZE_MAX)
    .default(DEFAULT_PRODUCT_FILE_MAX_BYTES),
});

export interface CatalogSettings {
  allowLoopback: boolean;
  productFileMaxBytes: number;
}

export function parseCatalogSettings(source: Readonly<Record<string, string | undefined>>): CatalogSettings {
  const env = parseEnv(catalogSettingsSchema, { ...source });
  return { allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK, productFileMaxBytes: env.PRODUCT_FILE_MAX_BYTES };
}

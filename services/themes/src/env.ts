import { parseEnv, publicBaseUrlSchema } from '@shopforge/service-kit';
import { z } from 'zod';

/** The themes service's own settings (README "Configuration"). */
export const themesSettingsSchema = z.object({
  /** Where buyers reach the gateway: storefront and preview addresses are built on it. */
  PUBLIC_BASE_URL: publicBaseUrlSchema,
  /** How long a theme preview address works. */
  THEME_PREVIEW_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
});

export interface ThemesSettings {
  publicBaseUrl: string;
  previewTtlMs: number;
}

export function parseThemesSettings(source: Readonly<Record<string, string | undefined>>): ThemesSettings {
  const env = parseEnv(themesSettingsSchema, { ...source });
  return { publicBaseUrl: env.PUBLIC_BASE_URL, previewTtlMs: env.THEME_PREVIEW_TTL_MINUTES * 60_000 };
}

import { z } from 'zod';
import { idSchema, unixSeconds } from '../common';
import { themeDocumentSchema } from './document';

/** The bases a theme can be created from; the retired ones still render and import. */
export const CURRENT_THEME_BASES = ['default', 'classic', 'pulse', 'starlight', 'clean-minimal'] as const;
export const RETIRED_THEME_BASES = ['apex', 'nebula', 'phantom', 'shadow', 'vault'] as const;
export const THEME_BASES = [...CURRENT_THEME_BASES, ...RETIRED_THEME_BASES] as const;
export type ThemeBase = (typeof THEME_BASES)[number];
export const themeBaseSchema = z.enum(THEME_BASES);

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour such as #1a2b3c.');
export const THEME_FONTS = ['system', 'serif', 'mono', 'rounded'] as const;

/**
 * A theme's global settings (`/themes/{id}/control/settings`): the design tokens every page
 * uses. They apply at once, to the draft and the published document alike, like a theme
 * editor's "Theme settings" panel; they are not revisioned.
 */
export const themeSettingsSchema = z
  .object({
    colors: z.object({ background: hexColor, text: hexColor, primary: hexColor, accent: hexColor }).strict(),
    typography: z.object({ heading_font: z.enum(THEME_FONTS), body_font: z.enum(THEME_FONTS) }).strict(),
    /** Shown in the header where a logo would be. */
    logo_text: z.string().trim().max(60),
  })
  .strict();
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** A partial change: only present members change (deeply, for colours and typography). */
export const themeSettingsPatchSchema = z
  .object({
    colors: themeSettingsSchema.shape.colors.partial().optional(),
    typography: themeSettingsSchema.shape.typography.partial().optional(),
    logo_text: themeSettingsSchema.shape.logo_text.optional(),
  })
  .strict();

export const themeSchema = z.object({
  id: idSchema,
  name: z.string(),
  base: themeBaseSchema,
  /** A retired base renders and exports, but new themes cannot be created on it. */
  base_retired: z.boolean(),
  /** The theme the storefront shows: the one published last. */
  live: z.boolean(),
  draft_revision: z.number().int().positive(),
  published_revision: z.number().int().positive().nullable(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  published_at: unixSeconds.nullable(),
});
export type Theme = z.infer<typeof themeSchema>;
export const themeListSchema = z.object({ data: z.array(themeSchema) });

export const themeNameSchema = z.string().trim().min(1).max(100);

export const createThemeInputSchema = z.object({
  name: themeNameSchema,
  base: z.string().max(40).default('default'),
});

export const themeRefSchema = z.object({ id: z.string().max(64) });

export const themeSettingsViewSchema = z.object({
  theme_id: idSchema,
  settings: themeSettingsSchema,
  updated_at: unixSeconds,
});

/** A document at one revision. */
export const themeDocumentViewSchema = z.object({
  theme_id: idSchema,
  revision: z.number().int().positive(),
  document: themeDocumentSchema,
  saved_at: unixSeconds,
});
export type ThemeDocumentView = z.infer<typeof themeDocumentViewSchema>;

/** The draft also says which revision is published, so an editor sees unpublished changes. */
export const themeDraftViewSchema = themeDocumentViewSchema.extend({
  published_revision: z.number().int().positive().nullable(),
});

export const saveThemeDocumentInputSchema = z.object({
  expected_revision: z.number().int().positive(),
  document: z.unknown(),
});
export const publishThemeInputSchema = z.object({ expected_revision: z.number().int().positive() });

export const publishedThemeSchema = z.object({
  theme_id: idSchema,
  revision: z.number().int().positive(),
  published_at: unixSeconds,
  live: z.literal(true),
});

export const previewSessionSchema = z.object({
  id: idSchema,
  theme_id: idSchema,
  url: z.string(),
  expires_at: unixSeconds,
});
export type PreviewSession = z.infer<typeof previewSessionSchema>;

/** A preview session ended: its address stopped working at `ended_at`. */
export const endedPreviewSchema = z.object({ id: idSchema, ended_at: z.number().int() });
export type EndedPreview = z.infer<typeof endedPreviewSchema>;

/** The JSON Schema (draft 2020-12) every saved theme document is checked against. */
export const themeDocumentJsonSchemaSchema = z.record(z.string(), z.unknown());

/** The one-file export: enough to recreate the theme on any shop, whatever its base. */
export const THEME_EXPORT_FORMAT = 'shopforge-theme';
export const themeExportSchema = z.object({
  format: z.literal(THEME_EXPORT_FORMAT),
  format_version: z.literal(1),
  name: themeNameSchema,
  base: themeBaseSchema,
  settings: themeSettingsSchema,
  document: themeDocumentSchema,
  exported_at: unixSeconds,
});
export type ThemeExport = z.infer<typeof themeExportSchema>;

/**
 * The public bodies of a save and an import, as the API documents and the gateway checks them.
 * The service takes the document and the file as `unknown` and checks them itself, so that a
 * retired base or an invalid document gets its own message.
 */
export const saveThemeDocumentBodySchema = saveThemeDocumentInputSchema.extend({
  document: themeDocumentSchema,
});
export const importThemeBodySchema = z.object({ theme: themeExportSchema, name: themeNameSchema.optional() });

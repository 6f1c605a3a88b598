import { z } from 'zod';

/**
 * A theme document: the pages of a storefront, each an ordered list of sections, each section
 * with its own settings and an ordered list of blocks with theirs. It is plain JSON, validated
 * by this schema at every save (field-level `details` name the JSON path), and the same schema
 * is served as JSON Schema at `GET /themes/{id}/control/document/schema`.
 */
export const THEME_DOCUMENT_VERSION = 1;

const handle = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,39}$/,
    'Lowercase letters, digits and dashes, at most 40, starting with a letter or digit.',
  );
const shortText = (max: number) => z.string().trim().max(max);
const httpsUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Must be an absolute https URL.');
/** A link inside the storefront (`/…`) or to an https page elsewhere. */
const link = z
  .string()
  .max(2000)
  .refine(
    (value) => /^\/(?!\/)[^\s]*$/.test(value) || httpsUrl.safeParse(value).success,
    'Must start with / or be an https URL.',
  );

export const BLOCK_TYPES = ['text', 'button', 'image'] as const;
export const themeBlockSchema = z.discriminatedUnion('type', [
  z
    .object({
      id: handle,
      type: z.literal('text'),
      settings: z.object({ text: shortText(2000).min(1) }).strict(),
    })
    .strict(),
  z
    .object({
      id: handle,
      type: z.literal('button'),
      settings: z.object({ label: shortText(60).min(1), link }).strict(),
    })
    .strict(),
  z
    .object({
      id: handle,
      type: z.literal('image'),
      settings: z
        .object({ url: httpsUrl, alt: shortText(200).min(1, 'Describe the image for screen readers.') })
        .strict(),
    })
    .strict(),
]);
export type ThemeBlock = z.infer<typeof themeBlockSchema>;

const blocks = z.array(themeBlockSchema).max(20).default([]);
const alignment = z.enum(['left', 'center']).default('left');

export const SECTION_TYPES = ['hero', 'product_grid', 'rich_text', 'image_banner'] as const;
export const themeSectionSchema = z.discriminatedUnion('type', [
  z
    .object({
      id: handle,
      type: z.literal('hero'),
      settings: z
        .object({ heading: shortText(120).min(1), subheading: shortText(300).optional(), alignment })
        .strict(),
      blocks,
    })
    .strict(),
  z
    .object({
      id: handle,
      type: z.literal('product_grid'),
      settings: z
        .object({
          heading: shortText(120).optional(),
          columns: z.number().int().min(1).max(6).default(3),
          limit: z.number().int().min(1).max(48).default(12),
          show_prices: z.boolean().default(true),
        })
        .strict(),
      blocks,
    })
    .strict(),
  z
    .object({
      id: handle,
      type: z.literal('rich_text'),
      settings: z.object({ heading: shortText(120).optional(), alignment }).strict(),
      blocks,
    })
    .strict(),
  z
    .object({
      id: handle,
      type: z.literal('image_banner'),
      settings: z
        .object({
          url: httpsUrl,
          alt: shortText(200).min(1, 'Describe the image for screen readers.'),
          caption: shortText(200).optional(),
        })
        .strict(),
      blocks,
    })
    .strict(),
]);
export type ThemeSection = z.infer<typeof themeSectionSchema>;

export const themePageSchema = z
  .object({
    id: handle,
    title: shortText(120).min(1),
    sections: z.array(themeSectionSchema).max(30),
  })
  .strict()
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    page.sections.forEach((section, index) => {
      if (seen.has(section.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          message: `Section id "${section.id}" is used twice on this page.`,
        });
      }
      seen.add(section.id);
    });
  });
export type ThemePage = z.infer<typeof themePageSchema>;

export const themeDocumentSchema = z
  .object({
    version: z.literal(THEME_DOCUMENT_VERSION),
    meta: z.object({ title: shortText(120).min(1), description: shortText(300).optional() }).strict(),
    pages: z.array(themePageSchema).min(1).max(20),
  })
  .strict()
  .superRefine((document, ctx) => {
    if (!document.pages.some((page) => page.id === 'home')) {
      ctx.addIssue({
        code: 'custom',
        path: ['pages'],
        message: 'A document needs a page with id "home" (the storefront\'s front page).',
      });
    }
    const seen = new Set<string>();
    document.pages.forEach((page, index) => {
      if (seen.has(page.id))
        ctx.addIssue({
          code: 'custom',
          path: ['pages', index, 'id'],
          message: `Page id "${page.id}" is used twice.`,
        });
      seen.add(page.id);
    });
  });
export type ThemeDocument = z.infer<typeof themeDocumentSchema>;

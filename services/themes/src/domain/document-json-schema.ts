import { themeDocumentSchema } from '@shopforge/contracts';
import { z } from 'zod';

/**
 * The theme document's JSON Schema (2020-12), generated from the zod schema every save is
 * checked against, so the two never disagree. Cross-field rules (unique ids, a "home" page)
 * are zod refinements JSON Schema cannot say; the description names them.
 */
export const THEME_DOCUMENT_JSON_SCHEMA: Record<string, unknown> = {
  ...(z.toJSONSchema(themeDocumentSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >),
  $id: 'https://shopforge.dev/schemas/theme-document/v1.json',
  title: 'Shopforge theme document',
  description:
    'Pages, each an ordered list of sections with settings and blocks. Also checked on save: page ids are unique, one page has id "home", and section ids are unique within a page.',
};

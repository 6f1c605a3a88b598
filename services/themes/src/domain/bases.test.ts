import { THEME_BASES, themeDocumentSchema, themeSettingsSchema } from '@shopforge/contracts';
import { describe, expect, it } from 'vitest';
import { isCurrentBase, isRetiredBase, starterDocument, starterSettings } from './bases';

describe('theme bases', () => {
  it('five bases are current and five retired', () => {
    expect(THEME_BASES.filter(isCurrentBase)).toEqual([
      'default',
      'classic',
      'pulse',
      'starlight',
      'clean-minimal',
    ]);
    expect(THEME_BASES.filter(isRetiredBase)).toEqual(['apex', 'nebula', 'phantom', 'shadow', 'vault']);
  });

  it('every base, retired or not, has valid starter settings and a valid starter document', () => {
    for (const base of THEME_BASES) {
      expect(themeSettingsSchema.safeParse(starterSettings(base, 'Nordic Keys')).success).toBe(true);
      expect(themeDocumentSchema.safeParse(starterDocument(base, 'Nordic Keys')).success).toBe(true);
    }
  });
});

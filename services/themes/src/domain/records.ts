import type { Theme } from '@shopforge/contracts';
import { themeBaseSchema } from '@shopforge/contracts';
import { toUnixSeconds } from '@shopforge/service-kit';
import { isRetiredBase } from './bases';

export interface ThemeRow {
  id: string;
  name: string;
  base: string;
  draftRevision: number;
  publishedRevision: number | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

export function toTheme(row: ThemeRow, liveThemeId: string | null): Theme {
  return {
    id: row.id,
    name: row.name,
    base: themeBaseSchema.parse(row.base),
    base_retired: isRetiredBase(row.base),
    live: row.id === liveThemeId,
    draft_revision: row.draftRevision,
    published_revision: row.publishedRevision,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    published_at: row.publishedAt ? toUnixSeconds(row.publishedAt) : null,
  };
}

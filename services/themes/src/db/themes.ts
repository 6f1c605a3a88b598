import {
  type ThemeDocument,
  themeDocumentSchema,
  type ThemeSettings,
  themeSettingsSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { isUuid } from '@shopforge/service-kit';
import type { Prisma } from '../generated/prisma/client';
import type { ThemesPrisma } from './client';

type Db = ThemesPrisma | Prisma.TransactionClient;

/** A theme of the caller's shop; another shop's theme is simply not found. */
export async function findTheme(db: Db, shopId: string, id: string) {
  const theme = isUuid(id) ? await db.theme.findFirst({ where: { id, shopId } }) : null;
  if (!theme) throw new AppError('NOT_FOUND', 'Theme not found.');
  return theme;
}

export async function revisionOf(db: Db, themeId: string, revision: number) {
  const row = await db.themeRevision.findUniqueOrThrow({
    where: { themeId_revision: { themeId, revision } },
  });
  return { ...row, document: themeDocumentSchema.parse(row.document) as ThemeDocument };
}

export const settingsOf = (theme: { settings: unknown }): ThemeSettings =>
  themeSettingsSchema.parse(theme.settings);

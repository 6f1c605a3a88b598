import type { ThemeBase, ThemeDocument, ThemeSettings } from '@shopforge/contracts';
import { uuidv7 } from '@shopforge/service-kit';
import type { ThemesPrisma } from '../db/client';

/**
 * A new theme: its document as revision 1, published at once (so it renders as soon as it is
 * made live); the shop's first theme also becomes its live theme, so a storefront is never blank.
 */
export async function insertTheme(
  prisma: ThemesPrisma,
  input: {
    shopId: string;
    name: string;
    base: ThemeBase;
    settings: ThemeSettings;
    document: ThemeDocument;
    now: Date;
  },
) {
  return prisma.$transaction(async (tx) => {
    const theme = await tx.theme.create({
      data: {
        id: uuidv7(input.now.getTime()),
        shopId: input.shopId,
        name: input.name,
        base: input.base,
        settings: input.settings,
        draftRevision: 1,
        publishedRevision: 1,
        createdAt: input.now,
        updatedAt: input.now,
        publishedAt: input.now,
      },
    });
    await tx.themeRevision.create({
      data: { themeId: theme.id, revision: 1, document: input.document, createdAt: input.now },
    });
    const storefront = await tx.storefront.upsert({
      where: { shopId: input.shopId },
      create: { shopId: input.shopId, liveThemeId: theme.id },
      update: {},
    });
    const liveThemeId = storefront.liveThemeId ?? theme.id;
    if (storefront.liveThemeId === null) {
      await tx.storefront.update({ where: { shopId: input.shopId }, data: { liveThemeId } });
    }
    return { theme, liveThemeId };
  });
}

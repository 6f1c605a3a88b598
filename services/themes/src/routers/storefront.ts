import { type StorefrontView, storefrontViewInputSchema, storefrontViewSchema } from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { hashToken, internalProcedure, router } from '@shopforge/service-kit';
import { revisionOf, settingsOf } from '../db/themes';
import type { ThemesDeps } from '../deps';
import { layoutOf } from './store';

const STORE_NOT_FOUND = 'This store does not exist.';
/** Groups a page shows at most: each is a section of its own, so a page stays a page. */
const STOREFRONT_GROUPS = 20;

/**
 * A storefront page for the gateway's public pages: the live theme's published document, or,
 * through a preview session, the theme's current draft — rendered the same way, so what a
 * preview shows is what publishing will show.
 */
export function storefrontRouter(deps: ThemesDeps) {
  const { prisma, clock, shops, catalog } = deps;
  return router({
    view: internalProcedure
      .input(storefrontViewInputSchema)
      .output(storefrontViewSchema)
      .query(async ({ input }): Promise<StorefrontView> => {
        const shop = await shops.bySlug(input.slug);
        if (shop?.status !== 'active') throw new AppError('NOT_FOUND', STORE_NOT_FOUND);
        const storefront = await prisma.storefront.findUnique({ where: { shopId: shop.id } });
        let themeId = storefront?.liveThemeId ?? null;
        let preview = false;
        if (input.preview_token !== null) {
          const session = await prisma.previewSession.findUnique({
            where: { tokenHash: hashToken(input.preview_token) },
          });
          const live =
            session &&
            session.shopId === shop.id &&
            session.endedAt === null &&
            session.expiresAt > clock.now();
          if (!session || !live)
            throw new AppError('NOT_FOUND', 'This preview has ended. Ask for a new preview link.');
          themeId = session.themeId;
          preview = true;
        }
        const theme = themeId ? await prisma.theme.findUnique({ where: { id: themeId } }) : null;
        const base = { shop: { name: shop.name, slug: shop.slug }, layout: layoutOf(storefront) };
        if (!theme || (!preview && theme.publishedRevision === null)) {
          return {
            ...base,
            theme: null,
            settings: null,
            page: null,
            pages: [],
            meta: null,
            products: [],
            groups: [],
            preview: null,
          };
        }
        const revision = preview ? theme.draftRevision : (theme.publishedRevision as number);
        const { document } = await revisionOf(prisma, theme.id, revision);
        const page = document.pages.find((candidate) => candidate.id === input.page);
        if (!page) throw new AppError('NOT_FOUND', 'This page does not exist.');
        const wanted = Math.max(
          0,
          ...page.sections.map((section) => (section.type === 'product_grid' ? section.settings.limit : 0)),
        );
        // Groups show where products do: a page without a product grid lists neither.
        const [products, groups] =
          wanted > 0
            ? await Promise.all([
                catalog.products(shop.id, wanted),
                catalog.groups(shop.id, STOREFRONT_GROUPS),
              ])
            : [[], []];
        return {
          ...base,
          theme: { id: theme.id, name: theme.name, base: theme.base },
          settings: settingsOf(theme),
          page,
          pages: document.pages.map((entry) => ({ id: entry.id, title: entry.title })),
          meta: document.meta,
          products,
          groups,
          preview: preview ? { revision } : null,
        };
      }),
  });
}

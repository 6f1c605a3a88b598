import { healthProcedure, router } from '@shopforge/service-kit';
import type { ThemesDeps } from './deps';
import { storeRouter } from './routers/store';
import { storefrontRouter } from './routers/storefront';
import { themesRouter } from './routers/themes';

export function createThemesRouter(deps: ThemesDeps) {
  return router({
    health: healthProcedure('themes', () => deps.prisma.$queryRaw`SELECT 1`),
    themes: themesRouter(deps),
    store: storeRouter(deps),
    storefront: storefrontRouter(deps),
  });
}

export type ThemesRouter = ReturnType<typeof createThemesRouter>;

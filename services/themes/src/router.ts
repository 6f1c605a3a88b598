import { healthProcedure, router } from '@shopforge/service-kit';
import type { ThemesDeps } from './deps';

/** Health only for now: the themes resource groups arrive with their issues. */
export function createThemesRouter(deps: ThemesDeps) {
  return router({
    health: healthProcedure('themes', () => deps.prisma.$queryRaw`SELECT 1`),
  });
}

export type ThemesRouter = ReturnType<typeof createThemesRouter>;

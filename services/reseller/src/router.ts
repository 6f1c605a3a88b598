import { healthProcedure, router } from '@shopforge/service-kit';
import type { ResellerDeps } from './deps';

/** Health only for now: the reseller resource groups arrive with their issues. */
export function createResellerRouter(deps: ResellerDeps) {
  return router({
    health: healthProcedure('reseller', () => deps.prisma.$queryRaw`SELECT 1`),
  });
}

export type ResellerRouter = ReturnType<typeof createResellerRouter>;

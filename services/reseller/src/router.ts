import { healthProcedure, router } from '@shopforge/service-kit';
import type { ResellerDeps } from './deps';
import { operatorRouter } from './routers/operator';
import { programRouter } from './routers/program';

export function createResellerRouter(deps: ResellerDeps) {
  return router({
    health: healthProcedure('reseller', () => deps.prisma.$queryRaw`SELECT 1`),
    program: programRouter(deps),
    operator: operatorRouter(deps),
  });
}

export type ResellerRouter = ReturnType<typeof createResellerRouter>;

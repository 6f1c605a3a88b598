import { healthProcedure, router } from '@shopforge/service-kit';
import type { BillingDeps } from './deps';

/** Health only for now: the billing resource groups arrive with their issues. */
export function createBillingRouter(deps: BillingDeps) {
  return router({
    health: healthProcedure('billing', () => deps.prisma.$queryRaw`SELECT 1`),
  });
}

export type BillingRouter = ReturnType<typeof createBillingRouter>;

import { healthProcedure, router } from '@shopforge/service-kit';
import type { ResellerDeps } from './deps';
import { analyticsRouter } from './routers/analytics';
import { authRouter } from './routers/auth';
import { campaignsRouter } from './routers/campaigns';
import { operatorRouter } from './routers/operator';
import { operatorKeysRouter } from './routers/operator-keys';
import { payoutsRouter } from './routers/payouts';
import { portalRouter } from './routers/portal';
import { programRouter } from './routers/program';
import { resellerApiRouter } from './routers/reseller-api';
import { stockRouter } from './routers/stock';
import { tiersRouter } from './routers/tiers';

export function createResellerRouter(deps: ResellerDeps) {
  return router({
    health: healthProcedure('reseller', () => deps.prisma.$queryRaw`SELECT 1`),
    auth: authRouter(deps),
    program: programRouter(deps),
    tiers: tiersRouter(deps),
    campaigns: campaignsRouter(deps),
    payouts: payoutsRouter(deps),
    stock: stockRouter(deps),
    analytics: analyticsRouter(deps),
    api: resellerApiRouter(deps),
    portal: portalRouter(deps),
    operator: operatorRouter(deps),
    keys: operatorKeysRouter(deps),
  });
}

export type ResellerRouter = ReturnType<typeof createResellerRouter>;

import { healthProcedure, router } from '@shopforge/service-kit';
import type { OauthDeps } from './deps';
import { authRouter } from './routers/auth';
import { operatorRouter } from './routers/operator';
import { shopRouter } from './routers/shop';

export function createOauthRouter(deps: OauthDeps) {
  return router({
    health: healthProcedure('oauth', () => deps.prisma.$queryRaw`SELECT 1`),
    auth: authRouter(deps),
    shop: shopRouter(deps),
    operator: operatorRouter(deps),
  });
}

export type OauthRouter = ReturnType<typeof createOauthRouter>;

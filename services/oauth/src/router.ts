import { healthProcedure, router } from '@shopforge/service-kit';
import type { OauthDeps } from './deps';
import { apiKeysRouter } from './routers/api-keys';
import { appsRouter } from './routers/apps';
import { authRouter } from './routers/auth';
import { dashboardRouter } from './routers/dashboard';
import { membersRouter } from './routers/members';
import { oauthFlowRouter } from './routers/oauth-flow';
import { oauthTokenRouter } from './routers/oauth-token';
import { operatorRouter } from './routers/operator';
import { securityRouter } from './routers/security';
import { securityNoticesRouter } from './routers/security-notices';
import { shopAppsRouter } from './routers/shop-apps';
import { shopMembersRouter } from './routers/shop-members';
import { shopRouter } from './routers/shop';

export function createOauthRouter(deps: OauthDeps) {
  return router({
    health: healthProcedure('oauth', () => deps.prisma.$queryRaw`SELECT 1`),
    auth: authRouter(deps),
    shop: shopRouter(deps),
    operator: operatorRouter(deps),
    apps: appsRouter(deps),
    apiKeys: apiKeysRouter(deps),
    shopApps: shopAppsRouter(deps),
    members: membersRouter(deps),
    shopMembers: shopMembersRouter(deps),
    oauthFlow: oauthFlowRouter(deps),
    dashboard: dashboardRouter(deps),
    oauthToken: oauthTokenRouter(deps),
    security: securityRouter(deps),
    securityNotices: securityNoticesRouter(deps),
  });
}

export type OauthRouter = ReturnType<typeof createOauthRouter>;

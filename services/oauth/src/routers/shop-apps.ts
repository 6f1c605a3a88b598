import {
  createdOauthAppSchema,
  deletedOauthAppSchema,
  oauthAppListSchema,
  oauthAppRefSchema,
  oauthAppSchema,
  oauthInstallationListSchema,
  oauthInstallationRefSchema,
  oauthInstallationSchema,
  registerShopAppInputSchema,
  updateOauthAppInputSchema,
} from '@shopforge/contracts';
import { router } from '@shopforge/service-kit';
import {
  deleteApp,
  listApps,
  listInstallations,
  registerApp,
  revokeInstallation,
  rotateAppSecret,
  updateApp,
} from '../app/oauth-apps';
import type { OauthDeps } from '../deps';
import { ownCredentialProcedure } from './own-credential-procedure';

const appProcedure = ownCredentialProcedure('OAuth apps');

/**
 * The Developer API's `/oauth-apps` (the apps the shop registered) and `/oauth-installations`
 * (the apps installed on it): what the dashboard's apps page calls. Each change needs the app's
 * (or the installation's) scopes within the calling credential's own.
 */
export function shopAppsRouter(deps: OauthDeps) {
  return router({
    list: appProcedure.output(oauthAppListSchema).query(({ ctx }) => listApps(deps, ctx.shopId)),

    register: appProcedure
      .input(registerShopAppInputSchema)
      .output(createdOauthAppSchema)
      .mutation(({ ctx, input }) => registerApp(deps, ctx.shopId, ctx.actor, ctx.principal.scopes, input)),

    update: appProcedure
      .input(updateOauthAppInputSchema)
      .output(oauthAppSchema)
      .mutation(({ ctx, input }) => {
        const { client_id, ...patch } = input;
        return updateApp(deps, ctx.shopId, ctx.actor, ctx.principal.scopes, client_id, patch);
      }),

    rotateSecret: appProcedure
      .input(oauthAppRefSchema)
      .output(createdOauthAppSchema)
      .mutation(({ ctx, input }) =>
        rotateAppSecret(deps, input.client_id, ctx.shopId, ctx.actor, ctx.principal.scopes),
      ),

    delete: appProcedure
      .input(oauthAppRefSchema)
      .output(deletedOauthAppSchema)
      .mutation(({ ctx, input }) =>
        deleteApp(deps, input.client_id, ctx.shopId, ctx.actor, ctx.principal.scopes),
      ),

    installations: appProcedure
      .output(oauthInstallationListSchema)
      .query(({ ctx }) => listInstallations(deps, ctx.shopId)),

    revokeInstallation: appProcedure
      .input(oauthInstallationRefSchema)
      .output(oauthInstallationSchema)
      .mutation(({ ctx, input }) =>
        revokeInstallation(deps, ctx.shopId, input.id, ctx.actor, ctx.principal.scopes),
      ),
  });
}

import {
  createdOauthAppSchema,
  deletedOauthAppSchema,
  oauthAppListSchema,
  oauthAppRefSchema,
  oauthAppSchema,
  oauthInstallationListSchema,
  oauthInstallationRefSchema,
  oauthInstallationSchema,
  type Principal,
  registerShopAppInputSchema,
  updateOauthAppInputSchema,
} from '@shopforge/contracts';
import { router, shopProcedure } from '@shopforge/service-kit';
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
import { ownCredentialActor } from '../domain/own-credential';

const appManager = (principal: Principal) => ownCredentialActor(principal, 'OAuth apps');

/**
 * The Developer API's `/oauth-apps` (the apps the shop registered) and `/oauth-installations`
 * (the apps installed on it): what the dashboard's apps page calls.
 */
export function shopAppsRouter(deps: OauthDeps) {
  return router({
    list: shopProcedure.output(oauthAppListSchema).query(({ ctx }) => {
      appManager(ctx.principal);
      return listApps(deps, ctx.shopId);
    }),

    register: shopProcedure
      .input(registerShopAppInputSchema)
      .output(createdOauthAppSchema)
      .mutation(({ ctx, input }) => registerApp(deps, ctx.shopId, appManager(ctx.principal), input)),

    update: shopProcedure
      .input(updateOauthAppInputSchema)
      .output(oauthAppSchema)
      .mutation(({ ctx, input }) => {
        const { client_id, ...patch } = input;
        return updateApp(deps, ctx.shopId, appManager(ctx.principal), client_id, patch);
      }),

    rotateSecret: shopProcedure
      .input(oauthAppRefSchema)
      .output(createdOauthAppSchema)
      .mutation(({ ctx, input }) =>
        rotateAppSecret(deps, input.client_id, ctx.shopId, appManager(ctx.principal)),
      ),

    delete: shopProcedure
      .input(oauthAppRefSchema)
      .output(deletedOauthAppSchema)
      .mutation(({ ctx, input }) => deleteApp(deps, input.client_id, ctx.shopId, appManager(ctx.principal))),

    installations: shopProcedure.output(oauthInstallationListSchema).query(({ ctx }) => {
      appManager(ctx.principal);
      return listInstallations(deps, ctx.shopId);
    }),

    revokeInstallation: shopProcedure
      .input(oauthInstallationRefSchema)
      .output(oauthInstallationSchema)
      .mutation(({ ctx, input }) =>
        revokeInstallation(deps, ctx.shopId, input.id, appManager(ctx.principal)),
      ),
  });
}

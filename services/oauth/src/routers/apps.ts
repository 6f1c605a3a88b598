import {
  createdOauthAppSchema,
  createOauthAppInputSchema,
  idSchema,
  oauthAppRefSchema,
  oauthAppSchema,
  oauthInstallationSchema,
} from '@shopforge/contracts';
import { operatorProcedure, router } from '@shopforge/service-kit';
import { z } from 'zod';
import {
  deleteApp,
  listApps,
  listInstallations,
  registerApp,
  revokeInstallation,
  rotateAppSecret,
} from '../app/oauth-apps';
import { OPERATOR_AUTHORITY } from '../app/authority';
import { OPERATOR } from '../db/security-events';
import { findShopOrThrow } from '../db/shops';
import type { OauthDeps } from '../deps';

/**
 * OAuth apps and their installations, for the operator CLI (`oauth-app …`). An app belongs to
 * the shop that registered it; a member of any shop may install it through the consent screen.
 * The shop's own side of the same operations is `shopApps` (the Developer API).
 */
export function appsRouter(deps: OauthDeps) {
  const { prisma } = deps;
  return router({
    create: operatorProcedure
      .input(createOauthAppInputSchema)
      .output(createdOauthAppSchema)
      .mutation(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        return registerApp(deps, input.shop_id, OPERATOR, OPERATOR_AUTHORITY, input);
      }),

    list: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ apps: z.array(oauthAppSchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        return { apps: await listApps(deps, input.shop_id) };
      }),

    rotateSecret: operatorProcedure
      .input(oauthAppRefSchema)
      .output(createdOauthAppSchema)
      .mutation(({ input }) => rotateAppSecret(deps, input.client_id, null, OPERATOR, OPERATOR_AUTHORITY)),

    delete: operatorProcedure
      .input(oauthAppRefSchema)
      .output(z.object({ deleted: z.literal(true), client_id: z.string() }))
      .mutation(({ input }) => deleteApp(deps, input.client_id, null, OPERATOR, OPERATOR_AUTHORITY)),

    installs: operatorProcedure
      .input(z.object({ shop_id: idSchema }))
      .output(z.object({ installs: z.array(oauthInstallationSchema) }))
      .query(async ({ input }) => {
        await findShopOrThrow(prisma, input.shop_id);
        return { installs: await listInstallations(deps, input.shop_id) };
      }),

    revokeInstall: operatorProcedure
      .input(z.object({ shop_id: idSchema, installation_id: idSchema }))
      .output(z.object({ installation: oauthInstallationSchema }))
      .mutation(async ({ input }) => ({
        installation: await revokeInstallation(
          deps,
          input.shop_id,
          input.installation_id,
          OPERATOR,
          OPERATOR_AUTHORITY,
        ),
      })),
  });
}

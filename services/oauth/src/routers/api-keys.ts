import {
  apiKeyListSchema,
  apiKeyRefSchema,
  apiKeySummarySchema,
  createdApiKeySchema,
  createShopApiKeyInputSchema,
  updateApiKeyInputSchema,
} from '@shopforge/contracts';
import { router } from '@shopforge/service-kit';
import { changeApiKeyScopes, createApiKey, listApiKeys, revokeApiKey } from '../app/api-keys';
import type { OauthDeps } from '../deps';
import { ownCredentialProcedure } from './own-credential-procedure';

const keyProcedure = ownCredentialProcedure('API keys');

/**
 * The Developer API's `/api-keys`: the shop's own keys, managed by the shop's own credentials,
 * each within its authority: a key it creates, changes or revokes holds nothing beyond it.
 */
export function apiKeysRouter(deps: OauthDeps) {
  return router({
    list: keyProcedure.output(apiKeyListSchema).query(({ ctx }) => listApiKeys(deps, ctx.shopId)),

    create: keyProcedure
      .input(createShopApiKeyInputSchema)
      .output(createdApiKeySchema)
      .mutation(({ ctx, input }) => createApiKey(deps, ctx.shopId, ctx.actor, ctx.principal.scopes, input)),

    updateScopes: keyProcedure
      .input(updateApiKeyInputSchema)
      .output(apiKeySummarySchema)
      .mutation(({ ctx, input }) =>
        changeApiKeyScopes(deps, input.id, ctx.shopId, ctx.actor, ctx.principal.scopes, input.scopes),
      ),

    revoke: keyProcedure
      .input(apiKeyRefSchema)
      .output(apiKeySummarySchema)
      .mutation(({ ctx, input }) =>
        revokeApiKey(deps, input.id, ctx.shopId, ctx.actor, ctx.principal.scopes),
      ),
  });
}

import {
  apiKeyListSchema,
  apiKeyRefSchema,
  apiKeySummarySchema,
  createdApiKeySchema,
  createShopApiKeyInputSchema,
  type Principal,
  type Scope,
  scopeSatisfies,
  updateApiKeyInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { router, shopProcedure } from '@shopforge/service-kit';
import { changeApiKeyScopes, createApiKey, listApiKeys, revokeApiKey } from '../app/api-keys';
import type { OauthDeps } from '../deps';
import { ownCredentialActor } from '../domain/own-credential';

const keyManager = (principal: Principal) => ownCredentialActor(principal, 'API keys');

/** A key may hand on only what it holds: `*` only from `*`, a write scope only from one that has it. */
function assertGrantable(principal: Principal, scopes: readonly Scope[]): void {
  const beyond = scopes.filter((scope) =>
    scope === '*' ? !principal.scopes.includes('*') : !scopeSatisfies(principal.scopes, scope),
  );
  if (beyond.length > 0) {
    throw new AppError('FORBIDDEN', `A key cannot grant scopes it does not hold: ${beyond.join(', ')}.`);
  }
}

/** The Developer API's `/api-keys`: the shop's own keys, managed by the shop's own credentials. */
export function apiKeysRouter(deps: OauthDeps) {
  return router({
    list: shopProcedure.output(apiKeyListSchema).query(({ ctx }) => {
      keyManager(ctx.principal);
      return listApiKeys(deps, ctx.shopId);
    }),

    create: shopProcedure
      .input(createShopApiKeyInputSchema)
      .output(createdApiKeySchema)
      .mutation(({ ctx, input }) => {
        const actor = keyManager(ctx.principal);
        assertGrantable(ctx.principal, input.scopes);
        return createApiKey(deps, ctx.shopId, actor, input);
      }),

    updateScopes: shopProcedure
      .input(updateApiKeyInputSchema)
      .output(apiKeySummarySchema)
      .mutation(({ ctx, input }) => {
        const actor = keyManager(ctx.principal);
        assertGrantable(ctx.principal, input.scopes);
        return changeApiKeyScopes(deps, input.id, ctx.shopId, actor, input.scopes);
      }),

    revoke: shopProcedure
      .input(apiKeyRefSchema)
      .output(apiKeySummarySchema)
      .mutation(({ ctx, input }) => revokeApiKey(deps, input.id, ctx.shopId, keyManager(ctx.principal))),
  });
}

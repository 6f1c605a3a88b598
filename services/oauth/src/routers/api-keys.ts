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
import { router } from '@shopforge/service-kit';
import { changeApiKeyScopes, createApiKey, listApiKeys, revokeApiKey } from '../app/api-keys';
import type { OauthDeps } from '../deps';
import { ownCredentialProcedure } from './own-credential-procedure';

const keyProcedure = ownCredentialProcedure('API keys');

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
    list: keyProcedure.output(apiKeyListSchema).query(({ ctx }) => listApiKeys(deps, ctx.shopId)),

    create: keyProcedure
      .input(createShopApiKeyInputSchema)
      .output(createdApiKeySchema)
      .mutation(({ ctx, input }) => {
        assertGrantable(ctx.principal, input.scopes);
        return createApiKey(deps, ctx.shopId, ctx.actor, input);
      }),

    updateScopes: keyProcedure
      .input(updateApiKeyInputSchema)
      .output(apiKeySummarySchema)
      .mutation(({ ctx, input }) => {
        assertGrantable(ctx.principal, input.scopes);
        return changeApiKeyScopes(deps, input.id, ctx.shopId, ctx.actor, input.scopes);
      }),

    revoke: keyProcedure
      .input(apiKeyRefSchema)
      .output(apiKeySummarySchema)
      .mutation(({ ctx, input }) => revokeApiKey(deps, input.id, ctx.shopId, ctx.actor)),
  });
}

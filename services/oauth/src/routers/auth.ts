import { type Principal, resolveTokenInputSchema, resolveTokenOutputSchema } from '@shopforge/contracts';
import { constantTimeEqual, hashToken, internalProcedure, router } from '@shopforge/service-kit';
import type { OauthDeps } from '../deps';
import { classifyToken } from '../domain/bearer-token';
import { shouldTouchLastUsed } from '../domain/last-used';

/**
 * Token resolution for the gateway: bearer token in, principal (or null) out. Unknown,
 * malformed and revoked tokens are indistinguishable to the caller, and the lookup is by hash.
 */
export function authRouter({ prisma, clock }: OauthDeps) {
  return router({
    resolve: internalProcedure
      .input(resolveTokenInputSchema)
      .output(resolveTokenOutputSchema)
      .mutation(async ({ input }): Promise<{ principal: Principal | null }> => {
        if (classifyToken(input.token) !== 'api_key') return { principal: null };
        const secretHash = hashToken(input.token);
        const key = await prisma.apiKey.findUnique({ where: { secretHash }, include: { shop: true } });
        if (!key || key.revokedAt !== null || !constantTimeEqual(key.secretHash, secretHash)) {
          return { principal: null };
        }
        const now = clock.now();
        if (shouldTouchLastUsed(key.lastUsedAt, now)) {
          await prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: now } });
        }
        return {
          principal: {
            kind: 'api_key',
            shop_id: key.shopId,
            shop_status: key.shop.status,
            plan: key.shop.plan,
            currency: key.shop.currency,
            credential_id: key.id,
            scopes: key.scopes,
            oauth_client_id: null,
          },
        };
      }),
  });
}

import { type Principal, resolveTokenInputSchema, resolveTokenOutputSchema } from '@shopforge/contracts';
import { constantTimeEqual, hashToken, internalProcedure, router } from '@shopforge/service-kit';
import { findAccessToken } from '../db/access-tokens';
import type { OauthDeps } from '../deps';
import { classifyToken } from '../domain/bearer-token';
import { shouldTouchLastUsed } from '../domain/last-used';
import { effectiveScopes } from '../domain/member-permissions';

/**
 * Token resolution for the gateway: bearer token in, principal (or null) out. Unknown,
 * malformed, expired and revoked tokens are indistinguishable to the caller, and the lookup is
 * by hash.
 */
export function authRouter({ prisma, clock }: OauthDeps) {
  async function apiKey(token: string): Promise<Principal | null> {
    const secretHash = hashToken(token);
    const key = await prisma.apiKey.findUnique({ where: { secretHash }, include: { shop: true } });
    if (!key || key.revokedAt !== null || !constantTimeEqual(key.secretHash, secretHash)) return null;
    const now = clock.now();
    if (shouldTouchLastUsed(key.lastUsedAt, now)) {
      await prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: now } });
    }
    return {
      kind: 'api_key',
      shop_id: key.shopId,
      shop_status: key.shop.status,
      plan: key.shop.plan,
      currency: key.shop.currency,
      credential_id: key.id,
      scopes: key.scopes,
      oauth_client_id: null,
    };
  }

  /**
   * An OAuth access token acts for the member who approved it: its scopes are cut to what the
   * member's role allows at this moment, and it dies with the member, the grant or the install.
   */
  async function accessToken(token: string): Promise<Principal | null> {
    const tokenHash = hashToken(token);
    const row = await findAccessToken(prisma, tokenHash);
    if (!row || row.revoked_at !== null || !constantTimeEqual(row.token_hash, tokenHash)) return null;
    if (row.expires_at.getTime() <= clock.now().getTime()) return null;
    if (row.family_revoked_at !== null || row.installation_revoked_at !== null || row.member_role === null) {
      return null;
    }
    return {
      kind: 'oauth_token',
      shop_id: row.shop_id,
      shop_status: row.shop_status,
      plan: row.plan,
      currency: row.currency,
      credential_id: row.id,
      scopes: effectiveScopes(row.scopes, row.member_role),
      oauth_client_id: row.client_id,
    };
  }

  return router({
    resolve: internalProcedure
      .input(resolveTokenInputSchema)
      .output(resolveTokenOutputSchema)
      .mutation(async ({ input }): Promise<{ principal: Principal | null }> => {
        const kind = classifyToken(input.token);
        if (kind === 'api_key') return { principal: await apiKey(input.token) };
        if (kind === 'oauth_access_token') return { principal: await accessToken(input.token) };
        return { principal: null };
      }),
  });
}

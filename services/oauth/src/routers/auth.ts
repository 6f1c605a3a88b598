import {
  type Principal,
  type ResolvedToken,
  resolveTokenInputSchema,
  resolveTokenOutputSchema,
} from '@shopforge/contracts';
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
const NONE: ResolvedToken = { principal: null, expires_at: null };

export function authRouter({ prisma, clock }: OauthDeps) {
  async function apiKey(token: string): Promise<ResolvedToken> {
    const secretHash = hashToken(token);
    const key = await prisma.apiKey.findUnique({ where: { secretHash }, include: { shop: true } });
    if (!key || key.revokedAt !== null || !constantTimeEqual(key.secretHash, secretHash)) return NONE;
    const now = clock.now();
    if (shouldTouchLastUsed(key.lastUsedAt, now)) {
      await prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: now } });
    }
    const principal: Principal = {
      kind: 'api_key',
      shop_id: key.shopId,
      shop_status: key.shop.status,
      plan: key.shop.plan,
      currency: key.shop.currency,
      credential_id: key.id,
      scopes: key.scopes,
      oauth_client_id: null,
    };
    return { principal, expires_at: null };
  }

  /**
   * An OAuth access token acts for the member who approved it: its scopes are cut to what the
   * member's role allows at this moment, and it dies with the member, the grant or the install.
   */
  async function accessToken(token: string): Promise<ResolvedToken> {
    const tokenHash = hashToken(token);
    const row = await findAccessToken(prisma, tokenHash);
    if (!row || row.revoked_at !== null || !constantTimeEqual(row.token_hash, tokenHash)) return NONE;
    if (row.expires_at.getTime() <= clock.now().getTime()) return NONE;
    if (row.family_revoked_at !== null || row.installation_revoked_at !== null || row.member_role === null) {
      return NONE;
    }
    const principal: Principal = {
      kind: 'oauth_token',
      shop_id: row.shop_id,
      shop_status: row.shop_status,
      plan: row.plan,
      currency: row.currency,
      credential_id: row.id,
      scopes: effectiveScopes(row.scopes, row.member_role),
      oauth_client_id: row.client_id,
    };
    return { principal, expires_at: row.expires_at.getTime() };
  }

  return router({
    resolve: internalProcedure
      .input(resolveTokenInputSchema)
      .output(resolveTokenOutputSchema)
      .mutation(async ({ input }): Promise<ResolvedToken> => {
        const kind = classifyToken(input.token);
        if (kind === 'api_key') return apiKey(input.token);
        if (kind === 'oauth_access_token') return accessToken(input.token);
        return NONE;
      }),
  });
}

import {
  type Principal,
  type ResolvedToken,
  resolveTokenInputSchema,
  resolveTokenOutputSchema,
} from '@shopforge/contracts';
import {
  constantTimeEqual,
  hashToken,
  internalProcedure,
  router,
  toUnixSeconds,
} from '@shopforge/service-kit';
import { FULL_ACCESS } from '@shopforge/contracts';
import { findAccessToken } from '../db/access-tokens';
import { findDashboardToken } from '../db/dashboard-tokens';
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

  /**
   * A dashboard token acts for its session's member with everything the member's role allows
   * now, and dies with the session (sign-out, sign-out everywhere, member removed, two-factor
   * turned on or off elsewhere) or after its five minutes (docs/adr/0010-dashboard-sessions.md).
   * It carries when the member last proved who they are in the session (sign-in or step-up).
   */
  async function dashboardToken(token: string): Promise<ResolvedToken> {
    const tokenHash = hashToken(token);
    const row = await findDashboardToken(prisma, tokenHash);
    if (!row || !constantTimeEqual(row.token_hash, tokenHash)) return NONE;
    const now = clock.now().getTime();
    const expiresAt = Math.min(row.expires_at.getTime(), row.session_expires_at.getTime());
    if (expiresAt <= now || row.session_ended_at !== null) return NONE;
    if (row.member_id === null || row.member_role === null) return NONE;
    const principal: Principal = {
      kind: 'member_session',
      shop_id: row.shop_id,
      shop_status: row.shop_status,
      plan: row.plan,
      currency: row.currency,
      credential_id: row.session_id,
      scopes: effectiveScopes([FULL_ACCESS], row.member_role),
      oauth_client_id: null,
      member_id: row.member_id,
      authenticated_at: toUnixSeconds(row.session_authenticated_at),
    };
    return { principal, expires_at: expiresAt };
  }

  return router({
    resolve: internalProcedure
      .input(resolveTokenInputSchema)
      .output(resolveTokenOutputSchema)
      .mutation(async ({ input }): Promise<ResolvedToken> => {
        const kind = classifyToken(input.token);
        if (kind === 'api_key') return apiKey(input.token);
        if (kind === 'oauth_access_token') return accessToken(input.token);
        if (kind === 'dashboard_token') return dashboardToken(input.token);
        return NONE;
      }),
  });
}

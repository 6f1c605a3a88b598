import { z } from 'zod';
import { idSchema } from './common';
import { planSchema } from './plans';
import { shopStatusSchema } from './shop';

/**
 * `api_key` (`shx_`), `oauth_token` (an app's `shpat_`), `member_session` (a dashboard token
 * `shdt_`, minted from a member's signed-in session: docs/adr/0010-dashboard-sessions.md).
 */
export const CREDENTIAL_KINDS = ['api_key', 'oauth_token', 'member_session'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/**
 * Who is calling, as resolved by the oauth service from a bearer token. The gateway derives
 * the tenant from this alone and forwards it to services; request bodies never name the shop.
 */
export const principalSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS),
  shop_id: idSchema,
  shop_status: shopStatusSchema,
  plan: planSchema,
  /** The shop's currency, the default of records created without one. */
  currency: z.string(),
  credential_id: idSchema,
  scopes: z.array(z.string()),
  oauth_client_id: z.string().nullable(),
  /**
   * The member a `member_session` token acts for (the security trail's actor); absent for
   * every other kind. `credential_id` is then the dashboard session's id.
   */
  member_id: idSchema.nullable().optional(),
  /**
   * For a `member_session` token: when (epoch seconds) the member last proved who they are in
   * this session, by signing in or by a later step-up (password or second factor). Settings that
   * move money ask for a proof this fresh. Absent for every other kind.
   */
  authenticated_at: z.number().int().nullable().optional(),
});
export type Principal = z.infer<typeof principalSchema>;

export const resolveTokenInputSchema = z.object({ token: z.string().max(512) });
export const resolveTokenOutputSchema = z.object({
  principal: principalSchema.nullable(),
  /**
   * When the credential stops being valid by itself (epoch ms on the oauth service's clock):
   * an OAuth access token's expiry, null for API keys. A cache must not keep the principal
   * past it.
   */
  expires_at: z.number().int().nullable(),
});
export type ResolvedToken = z.infer<typeof resolveTokenOutputSchema>;

import { MEMBER_ROLES, PLANS, SHOP_STATUSES } from '@shopforge/contracts';
import { z } from 'zod';
import type { OauthPrisma } from './client';

const accessTokenRowSchema = z.object({
  id: z.string(),
  token_hash: z.string(),
  scopes: z.array(z.string()),
  expires_at: z.coerce.date(),
  revoked_at: z.coerce.date().nullable(),
  family_revoked_at: z.coerce.date().nullable(),
  installation_revoked_at: z.coerce.date().nullable(),
  client_id: z.string(),
  member_role: z.enum(MEMBER_ROLES).nullable(),
  shop_id: z.string(),
  shop_status: z.enum(SHOP_STATUSES),
  plan: z.enum(PLANS),
  currency: z.string(),
});
export type AccessTokenRow = z.infer<typeof accessTokenRowSchema>;

/**
 * An access token with everything its resolution needs — grant, install, app, member, shop —
 * in one statement: this runs on every request an app makes, and Prisma's nested include
 * would take a round trip per relation.
 */
export async function findAccessToken(
  prisma: OauthPrisma,
  tokenHash: string,
): Promise<AccessTokenRow | null> {
  const rows = await prisma.$queryRaw<unknown[]>`
    SELECT t.id, t.token_hash, t.scopes, t.expires_at, t.revoked_at,
           f.revoked_at AS family_revoked_at, i.revoked_at AS installation_revoked_at,
           a.client_id, m.role::text AS member_role,
           s.id AS shop_id, s.status::text AS shop_status, s.plan::text AS plan, s.currency::text AS currency
      FROM oauth_access_tokens t
      JOIN oauth_token_families f ON f.id = t.family_id
      JOIN oauth_installations i ON i.id = f.installation_id
      JOIN oauth_apps a ON a.id = f.app_id
      JOIN shops s ON s.id = i.shop_id
      LEFT JOIN members m ON m.id = f.member_id
     WHERE t.token_hash = ${tokenHash}`;
  const [row] = rows;
  return row === undefined ? null : accessTokenRowSchema.parse(row);
}

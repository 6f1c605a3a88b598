import { MEMBER_ROLES, PLANS, SHOP_STATUSES } from '@shopforge/contracts';
import { z } from 'zod';
import type { OauthPrisma } from './client';

const dashboardTokenRowSchema = z.object({
  token_hash: z.string(),
  expires_at: z.coerce.date(),
  session_id: z.string(),
  session_expires_at: z.coerce.date(),
  session_ended_at: z.coerce.date().nullable(),
  session_authenticated_at: z.coerce.date(),
  member_id: z.string().nullable(),
  member_role: z.enum(MEMBER_ROLES).nullable(),
  shop_id: z.string(),
  shop_status: z.enum(SHOP_STATUSES),
  plan: z.enum(PLANS),
  currency: z.string(),
});
export type DashboardTokenRow = z.infer<typeof dashboardTokenRowSchema>;

/**
 * A dashboard token with its session, member and shop in one statement, as for OAuth access
 * tokens (access-tokens.ts): it runs on every request the dashboard makes.
 */
export async function findDashboardToken(
  prisma: OauthPrisma,
  tokenHash: string,
): Promise<DashboardTokenRow | null> {
  const rows = await prisma.$queryRaw<unknown[]>`
    SELECT t.token_hash, t.expires_at, d.id AS session_id, d.expires_at AS session_expires_at,
           d.ended_at AS session_ended_at, d.authenticated_at AS session_authenticated_at, m.id AS member_id, m.role::text AS member_role,
           s.id AS shop_id, s.status::text AS shop_status, s.plan::text AS plan, s.currency::text AS currency
      FROM dashboard_tokens t
      JOIN dashboard_sessions d ON d.id = t.session_id
      JOIN shops s ON s.id = d.shop_id
      LEFT JOIN members m ON m.id = d.member_id
     WHERE t.token_hash = ${tokenHash}`;
  const [row] = rows;
  return row === undefined ? null : dashboardTokenRowSchema.parse(row);
}

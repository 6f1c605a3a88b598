import { hashToken } from '@shopforge/service-kit';
import type { OauthPrisma } from './client';
import type { Tx } from './tx';

/** The live dashboard session of a cookie, with its member and shop; null once ended or expired. */
export async function liveSession(db: OauthPrisma | Tx, sessionToken: string | null, now: Date) {
  if (!sessionToken) return null;
  const session = await db.dashboardSession.findUnique({
    where: { tokenHash: hashToken(sessionToken) },
    include: { member: { include: { shop: true } } },
  });
  if (!session || session.endedAt !== null || session.expiresAt.getTime() <= now.getTime()) return null;
  if (!session.member) return null;
  return { ...session, member: session.member };
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof liveSession>>>;

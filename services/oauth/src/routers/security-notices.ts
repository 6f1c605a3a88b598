import { noticeAudienceInputSchema, noticeAudienceSchema } from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import { actorLabel } from '../db/actor-labels';
import type { OauthDeps } from '../deps';

/**
 * Who is told when a shop's money settings, or where its license keys go, change: its owners
 * and admins — the roles that may change them (domain/member-permissions.ts) — by the mail
 * billing sends (docs/email.md "Notices to the shop's owners"), with the actor as they know them.
 */
export function securityNoticesRouter({ prisma }: OauthDeps) {
  return router({
    audience: internalProcedure
      .input(noticeAudienceInputSchema)
      .output(noticeAudienceSchema)
      .query(async ({ input }) => {
        const members = await prisma.member.findMany({
          where: { shopId: input.shop_id, role: { in: ['owner', 'admin'] } },
          orderBy: { createdAt: 'asc' },
        });
        return {
          recipients: members.map((member) => member.email.toLowerCase()),
          actor_label: await actorLabel(prisma, input.shop_id, input.actor),
        };
      }),
  });
}

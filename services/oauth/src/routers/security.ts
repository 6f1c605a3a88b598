import {
  auditTrailInputSchema,
  securityEventListSchema,
  sessionTrailInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { isUuid, newestFirstPage, oldestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import type { OauthDeps } from '../deps';
import { toSecurityEvent } from '../domain/oauth-records';

/**
 * The security trails of the calling shop (`security.read`): the audit trail newest first, and
 * one dashboard session's events in the order they happened. Ids are UUIDv7, so the id is the
 * keyset.
 */
export function securityRouter({ prisma, cursors }: OauthDeps) {
  return router({
    auditTrail: shopProcedure
      .input(auditTrailInputSchema)
      .output(securityEventListSchema)
      .query(async ({ ctx, input }) => {
        const binding = `security-audit:${input.type ?? '*'}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.securityEvent.findMany({
            where: { shopId: ctx.shopId, ...(input.type ? { type: input.type } : {}), ...below },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toSecurityEvent), pagination };
      }),

    sessionTrail: shopProcedure
      .input(sessionTrailInputSchema)
      .output(securityEventListSchema)
      .query(async ({ ctx, input }) => {
        const session = isUuid(input.session_id)
          ? await prisma.dashboardSession.findFirst({ where: { id: input.session_id, shopId: ctx.shopId } })
          : null;
        if (!session) throw new AppError('NOT_FOUND', 'Session not found.');
        const binding = `security-session:${session.id}`;
        const { items, pagination } = await oldestFirstPage(cursors, input, binding, (above, take) =>
          prisma.securityEvent.findMany({
            where: { shopId: ctx.shopId, sessionId: session.id, ...above },
            orderBy: { id: 'asc' },
            take,
          }),
        );
        return { data: items.map(toSecurityEvent), pagination };
      }),
  });
}

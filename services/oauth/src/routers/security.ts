import {
  auditTrailInputSchema,
  securityEventListSchema,
  sessionTrailInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { isUuid, pageOf, router, shopProcedure } from '@shopforge/service-kit';
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
        const after = input.cursor ? cursors.decode(input.cursor, binding) : null;
        const rows = await prisma.securityEvent.findMany({
          where: {
            shopId: ctx.shopId,
            ...(input.type ? { type: input.type } : {}),
            ...(after ? { id: { lt: String(after.id) } } : {}),
          },
          orderBy: { id: 'desc' },
          take: input.limit + 1,
        });
        const { items, pagination } = pageOf(rows, input.limit, (last) =>
          cursors.encode({ id: last.id }, binding),
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
        const after = input.cursor ? cursors.decode(input.cursor, binding) : null;
        const rows = await prisma.securityEvent.findMany({
          where: {
            shopId: ctx.shopId,
            sessionId: session.id,
            ...(after ? { id: { gt: String(after.id) } } : {}),
          },
          orderBy: { id: 'asc' },
          take: input.limit + 1,
        });
        const { items, pagination } = pageOf(rows, input.limit, (last) =>
          cursors.encode({ id: last.id }, binding),
        );
        return { data: items.map(toSecurityEvent), pagination };
      }),
  });
}

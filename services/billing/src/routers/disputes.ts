import {
  disputeListSchema,
  disputeRefSchema,
  disputeSchema,
  listDisputesInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { operatorProcedure, newestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import { z } from 'zod';
import { toDispute } from '../app/disputes';
import { findDispute } from '../db/disputes';
import type { BillingDeps } from '../deps';
import { DISPUTE_ACTIONS } from '../providers/test-provider';

/** Disputes (docs/disputes.md): the shop's list and one by id, and the test provider's dispute simulator. */
export function disputesRouter(deps: BillingDeps) {
  const { prisma, cursors } = deps;
  return router({
    list: shopProcedure
      .input(listDisputesInputSchema)
      .output(disputeListSchema)
      .query(async ({ ctx, input }) => {
        const binding = `disputes:${input.status ?? ''}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.dispute.findMany({
            where: {
              shopId: ctx.shopId,
              ...(input.status ? { status: input.status } : {}),
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toDispute), pagination };
      }),

    get: shopProcedure
      .input(disputeRefSchema)
      .output(disputeSchema)
      .query(async ({ ctx, input }) => toDispute(await findDispute(prisma, ctx.shopId, input.id))),

    /** The test provider's buyer disputes a paid invoice, or the provider decides the dispute. */
    simulate: operatorProcedure
      .input(
        z.object({
          uniqid: z.string().max(64),
          action: z.enum(DISPUTE_ACTIONS),
          reason: z.string().max(200).optional(),
        }),
      )
      .output(z.object({ sent: z.literal(true) }))
      .mutation(async ({ input }) => {
        const invoice = await prisma.invoice.findFirst({ where: { uniqid: input.uniqid } });
        const attempt = invoice
          ? await prisma.paymentAttempt.findFirst({
              where: { invoiceId: invoice.id, status: 'SUCCEEDED', provider: deps.testProvider.name },
              orderBy: { createdAt: 'desc' },
            })
          : null;
        if (!attempt)
          throw new AppError('BAD_REQUEST', 'This invoice has no captured test-provider payment to dispute.');
        await deps.testProvider.dispute(attempt.sessionId, input.action, input.reason ?? null);
        return { sent: true as const };
      }),
  });
}

import {
  journeyTestProcedureInputSchema,
  journeyTestRunListSchema,
  journeyTestRunSchema,
  listJourneyTestRunsInputSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure, toUnixSeconds, uuidv7 } from '@shopforge/service-kit';
import type { BillingDeps } from '../deps';
import type { JourneyTestRun } from '../generated/prisma/client';

const toRun = (row: JourneyTestRun) => ({
  id: row.id,
  channel: 'telegram' as const,
  bot_id: row.botId,
  journey_id: row.journeyId,
  status: 'RECORDED' as const,
  input: row.input as Record<string, unknown>,
  created_at: toUnixSeconds(row.createdAt),
});

/** Messaging-bot journey test runs (docs/messaging-bots.md). */
export function messagingRouter(deps: BillingDeps) {
  const { prisma, cursors, clock } = deps;
  return router({
    testJourney: shopProcedure
      .input(journeyTestProcedureInputSchema)
      .output(journeyTestRunSchema)
      .mutation(async ({ ctx, input }) => {
        const { botId, journeyId, ...variables } = input;
        const now = clock.now();
        const row = await prisma.journeyTestRun.create({
          data: {
            id: uuidv7(now.getTime()),
            shopId: ctx.shopId,
            channel: 'telegram',
            botId,
            journeyId,
            input: JSON.parse(JSON.stringify(variables)),
            createdAt: now,
          },
        });
        return toRun(row);
      }),

    listTestRuns: shopProcedure
      .input(listJourneyTestRunsInputSchema)
      .output(journeyTestRunListSchema)
      .query(async ({ ctx, input }) => {
        const binding = `journey-runs:${input.botId}:${input.journeyId}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.journeyTestRun.findMany({
            where: {
              shopId: ctx.shopId,
              channel: 'telegram',
              botId: input.botId,
              journeyId: input.journeyId,
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toRun), pagination };
      }),
  });
}

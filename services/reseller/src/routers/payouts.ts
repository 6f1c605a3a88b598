import { prismaExecutor } from '@shopforge/events';
import {
  listPayoutsInputSchema,
  payoutActionProcedureInputSchema,
  payoutListSchema,
  payoutSchema,
  requestPayoutProcedureInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import {
  centsToDecimal,
  isUuid,
  newestFirstPage,
  router,
  shopProcedure,
  toCents,
  uuidv7,
} from '@shopforge/service-kit';
import { emitResellerEvent } from '../db/outbox';
import { findRelationship } from '../db/relationships';
import type { ResellerDeps } from '../deps';
import { payoutRecord } from '../domain/admin-records';
import { payoutMove } from '../domain/payouts';

const LIST_BINDING = 'reseller-payouts';
const holdRef = (payoutId: string) => `payout:${payoutId}`;

/**
 * Payouts of a reseller's balance. A request holds the amount (so orders cannot spend it);
 * completing turns the hold into a debit; rejecting or cancelling releases it. Each step runs
 * in one transaction with the payout row locked, so two decisions cannot both apply.
 */
export function payoutsRouter(deps: ResellerDeps) {
  const { prisma, clock, ledger, cursors } = deps;
  return router({
    request: shopProcedure
      .input(requestPayoutProcedureInputSchema)
      .output(payoutSchema)
      .mutation(async ({ ctx, input }) => {
        const relationship = await findRelationship(prisma, ctx.shopId, input.reseller_relationship_id);
        const program = await prisma.resellerProgram.findUnique({ where: { shopId: ctx.shopId } });
        const threshold = program ? toCents(program.minPayoutThreshold) : 0;
        const cents = toCents(input.amount);
        if (cents < threshold) {
          throw new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
            details: [
              {
                field: 'amount',
                message: `At least the program's minimum payout of ${centsToDecimal(threshold)}.`,
              },
            ],
          });
        }
        const now = clock.now();
        const id = uuidv7(now.getTime());
        const row = await prisma.$transaction(async (tx) => {
          await ledger.hold(relationship.id, centsToDecimal(cents), holdRef(id), prismaExecutor(tx));
          const created = await tx.resellerPayout.create({
            data: {
              id,
              shopId: ctx.shopId,
              relationshipId: relationship.id,
              amount: centsToDecimal(cents),
              currency: relationship.currency,
              status: 'REQUESTED',
              note: input.note ?? null,
              createdAt: now,
              updatedAt: now,
            },
          });
          await emitResellerEvent(
            tx,
            'reseller:payout_requested',
            {
              shopId: ctx.shopId,
              resellerId: relationship.id,
              email: relationship.email,
              objectId: id,
              objectType: 'payout',
              status: 'REQUESTED',
              amount: centsToDecimal(cents),
              currency: relationship.currency,
            },
            now,
          );
          return created;
        });
        return payoutRecord(row);
      }),

    decide: shopProcedure
      .input(payoutActionProcedureInputSchema)
      .output(payoutSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        const row = await prisma.$transaction(async (tx) => {
          const [locked] = isUuid(input.payout_id)
            ? await tx.$queryRaw<Array<{ id: string }>>`
                SELECT "id" FROM "reseller_payouts"
                WHERE "id" = ${input.payout_id}::uuid AND "shop_id" = ${ctx.shopId}::uuid FOR UPDATE`
            : [];
          if (!locked) throw new AppError('NOT_FOUND', 'Payout not found.');
          const payout = await tx.resellerPayout.findUniqueOrThrow({ where: { id: locked.id } });
          const move = payoutMove(payout.status as Parameters<typeof payoutMove>[0], input.action);
          if (!move.ok) throw new AppError('BAD_REQUEST', move.reason);
          if (move.money !== 'none') {
            const debit = move.money === 'debit' ? centsToDecimal(toCents(payout.amount)) : '0.00';
            await ledger.settle(payout.relationshipId, holdRef(payout.id), debit, prismaExecutor(tx));
          }
          return tx.resellerPayout.update({
            where: { id: payout.id },
            data: {
              status: move.to,
              ...(input.note !== undefined ? { note: input.note } : {}),
              updatedAt: now,
              decidedAt: now,
            },
          });
        });
        return payoutRecord(row);
      }),

    list: shopProcedure
      .input(listPayoutsInputSchema)
      .output(payoutListSchema)
      .query(async ({ ctx, input }) => {
        const binding = `${LIST_BINDING}:${input.status ?? ''}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.resellerPayout.findMany({
            where: { shopId: ctx.shopId, ...(input.status ? { status: input.status } : {}), ...below },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(payoutRecord), pagination };
      }),
  });
}

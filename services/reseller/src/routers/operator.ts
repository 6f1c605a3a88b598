import {
  acceptInvitationInputSchema,
  operatorTopupInputSchema,
  resellerBalanceSchema,
  resellerSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { operatorProcedure, router, uuidv7 } from '@shopforge/service-kit';
import { emitResellerEvent } from '../db/outbox';
import type { ResellerDeps } from '../deps';
import { programRecord, resellerRecord } from '../domain/records';

/**
 * Operator CLI procedures (ADR 0002): accepting an invitation for the reseller (what the
 * customer portal will do) and topping up a balance (what a paid top-up invoice will do).
 */
export function operatorRouter(deps: ResellerDeps) {
  const { prisma, clock, ledger } = deps;
  return router({
    acceptInvitation: operatorProcedure
      .input(acceptInvitationInputSchema)
      .output(resellerSchema)
      .mutation(async ({ input }) => {
        const now = clock.now();
        const relationship = await prisma.$transaction(async (tx) => {
          const invitation = await tx.resellerInvitation.findUnique({ where: { id: input.invitation_id } });
          if (!invitation) throw new AppError('NOT_FOUND', 'Invitation not found.');
          // Accepting twice answers with the same relationship.
          if (invitation.relationshipId) {
            return tx.resellerRelationship.findUniqueOrThrow({ where: { id: invitation.relationshipId } });
          }
          const taken = await tx.resellerRelationship.findUnique({
            where: { shopId_email: { shopId: invitation.shopId, email: invitation.email } },
          });
          if (taken) throw new AppError('CONFLICT', 'This email is already a reseller of the shop.');
          const id = uuidv7(now.getTime());
          const created = await tx.resellerRelationship.create({
            data: {
              id,
              shopId: invitation.shopId,
              email: invitation.email,
              status: 'ACTIVE',
              currency: invitation.currency,
              mode: invitation.mode,
              commissionPercent: invitation.customCommissionPercent,
              purchaseLimitDaily: invitation.purchaseLimitDaily,
              productAccess: invitation.productAccess ?? [],
              invitationId: invitation.id,
              createdAt: now,
              updatedAt: now,
            },
          });
          await tx.resellerInvitation.update({
            where: { id: invitation.id },
            data: { status: 'ACCEPTED', relationshipId: id, acceptedAt: now },
          });
          await emitResellerEvent(
            tx,
            'reseller:accepted',
            {
              shopId: invitation.shopId,
              resellerId: id,
              email: invitation.email,
              objectId: id,
              objectType: 'relationship',
              status: 'ACTIVE',
            },
            now,
          );
          return created;
        });
        const program = programRecord(
          relationship.shopId,
          await prisma.resellerProgram.findUnique({ where: { shopId: relationship.shopId } }),
        );
        return resellerRecord(relationship, program);
      }),

    topup: operatorProcedure
      .input(operatorTopupInputSchema)
      .output(resellerBalanceSchema)
      .mutation(async ({ input }) => {
        const result = await ledger.topup(
          input.relationship_id,
          input.amount,
          `operator-topup:${uuidv7(clock.now().getTime())}`,
        );
        return result.balance;
      }),
  });
}

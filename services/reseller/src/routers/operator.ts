import {
  acceptInvitationInputSchema,
  operatorTopupInputSchema,
  resellerBalanceSchema,
  resellerSchema,
} from '@shopforge/contracts';
import { operatorProcedure, router, uuidv7 } from '@shopforge/service-kit';
import { acceptInvitation } from '../app/invitations';
import type { ResellerDeps } from '../deps';
import { programRecord, resellerRecord } from '../domain/records';

/**
 * Operator CLI procedures (ADR 0002): accepting an invitation for the reseller (what the
 * customer portal also does) and topping up a balance (what a paid top-up invoice would do).
 */
export function operatorRouter(deps: ResellerDeps) {
  const { prisma, clock, ledger } = deps;
  return router({
    acceptInvitation: operatorProcedure
      .input(acceptInvitationInputSchema)
      .output(resellerSchema)
      .mutation(async ({ input }) => {
        const relationship = await acceptInvitation(deps, input.invitation_id);
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

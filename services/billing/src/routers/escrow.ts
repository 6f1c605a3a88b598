import {
  cancelEscrowInputSchema,
  createEscrowInputSchema,
  escrowListSchema,
  escrowRefSchema,
  escrowSchema,
  listEscrowInputSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import { cancelEscrow, holdInEscrow, releaseByMerchant, toEscrow } from '../app/support/escrow';
import { findEscrow } from '../db/escrow';
import type { BillingDeps } from '../deps';

/** Escrow holds (docs/escrow.md): `escrow.read` / `escrow.write`. */
export function escrowRouter(deps: BillingDeps) {
  const { prisma, cursors } = deps;
  return router({
    list: shopProcedure
      .input(listEscrowInputSchema)
      .output(escrowListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(
          cursors,
          input,
          `escrow:${input.status ?? ''}`,
          (below, take) =>
            prisma.escrow.findMany({
              where: { shopId: ctx.shopId, ...(input.status ? { status: input.status } : {}), ...below },
              orderBy: { id: 'desc' },
              take,
            }),
        );
        return { data: items.map(toEscrow), pagination };
      }),

    get: shopProcedure
      .input(escrowRefSchema)
      .output(escrowSchema)
      .query(async ({ ctx, input }) => toEscrow(await findEscrow(prisma, ctx.shopId, input.id))),

    create: shopProcedure
      .input(createEscrowInputSchema)
      .output(escrowSchema)
      .mutation(({ ctx, input }) => holdInEscrow(deps, ctx.shopId, input)),

    release: shopProcedure
      .input(escrowRefSchema)
      .output(escrowSchema)
      .mutation(({ ctx, input }) => releaseByMerchant(deps, ctx.shopId, input.id)),

    cancel: shopProcedure
      .input(cancelEscrowInputSchema.extend(escrowRefSchema.shape))
      .output(escrowSchema)
      .mutation(({ ctx, input }) => cancelEscrow(deps, ctx.shopId, input.id, input.reason)),
  });
}

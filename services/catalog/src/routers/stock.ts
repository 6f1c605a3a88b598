import {
  claimedSerialsSchema,
  claimSerialsInputSchema,
  releasedSerialsSchema,
  releaseSerialsInputSchema,
} from '@shopforge/contracts';
import { internalProcedure, router } from '@shopforge/service-kit';
import { claimSerials } from '../db/claim-serials';
import { lockProductStock, syncSerialStock } from '../db/serials';
import type { CatalogDeps } from '../deps';
import { unitStockProcedures } from './unit-stock';

/**
 * Stock for other services' sagas (billing fulfilment, reseller orders). A claim is keyed by a
 * stable reference: retrying it returns the same codes; release is its compensation. Sales are
 * not stock edits, so neither emits `product:stock`.
 */
export function stockRouter(deps: CatalogDeps) {
  const { prisma, clock } = deps;
  return router({
    ...unitStockProcedures(deps),
    claim: internalProcedure
      .input(claimSerialsInputSchema)
      .output(claimedSerialsSchema)
      .mutation(({ input }) => claimSerials(deps.sql, input, clock.now())),

    release: internalProcedure
      .input(releaseSerialsInputSchema)
      .output(releasedSerialsSchema)
      .mutation(async ({ input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const held = await tx.serial.findMany({
            where: { shopId: input.shop_id, claimRef: input.reference },
            select: { productId: true },
            distinct: ['productId'],
          });
          let released = 0;
          for (const { productId } of held) {
            await lockProductStock(tx, productId);
            const result = await tx.serial.updateMany({
              where: { productId, claimRef: input.reference, status: 'CLAIMED' },
              data: { status: 'AVAILABLE', claimRef: null, claimedAt: null },
            });
            released += result.count;
            await syncSerialStock(tx, productId, now);
          }
          // The reference may claim again (a compensated step that is retried).
          await tx.serialClaim.deleteMany({ where: { shopId: input.shop_id, reference: input.reference } });
          return { reference: input.reference, released };
        });
      }),
  });
}

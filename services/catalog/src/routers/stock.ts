import {
  claimedSerialsSchema,
  claimSerialsInputSchema,
  releasedSerialsSchema,
  releaseSerialsInputSchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { internalProcedure, router } from '@shopforge/service-kit';
import { findProduct } from '../db/find-product';
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
      .mutation(async ({ input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await findProduct(tx, input.shop_id, input.product_id);
          if (product.type !== 'SERIALS') {
            throw new AppError(
              'BAD_REQUEST',
              `Only SERIALS products hold serial codes; this one is ${product.type}.`,
            );
          }
          await lockProductStock(tx, product.id);
          const variantId = input.variant_id ?? null;
          const held = await tx.serial.findMany({
            where: { shopId: input.shop_id, productId: product.id, claimRef: input.reference },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          });
          if (held.length > 0) {
            return {
              reference: input.reference,
              product_id: product.id,
              variant_id: held[0]?.variantId ?? null,
              serials: held.map((serial) => ({ id: serial.id, code: serial.code })),
              reused: true,
            };
          }
          const available = await tx.serial.findMany({
            where: { productId: product.id, variantId, status: 'AVAILABLE' },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            take: input.quantity,
          });
          if (available.length < input.quantity) {
            throw new AppError(
              'CONFLICT',
              `Out of stock: ${available.length} of ${input.quantity} codes available.`,
              {
                subcode: 'OUT_OF_STOCK',
                extra: { available: available.length },
              },
            );
          }
          await tx.serial.updateMany({
            where: { id: { in: available.map((serial) => serial.id) }, status: 'AVAILABLE' },
            data: { status: 'CLAIMED', claimRef: input.reference, claimedAt: now },
          });
          await syncSerialStock(tx, product.id, now);
          return {
            reference: input.reference,
            product_id: product.id,
            variant_id: variantId,
            serials: available.map((serial) => ({ id: serial.id, code: serial.code })),
            reused: false,
          };
        });
      }),

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
          return { reference: input.reference, released };
        });
      }),
  });
}

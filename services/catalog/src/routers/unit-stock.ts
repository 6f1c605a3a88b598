import {
  releaseSerialsInputSchema,
  restoredStockSchema,
  takenStockSchema,
  takeStockInputSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { internalProcedure, uuidv7 } from '@shopforge/service-kit';
import { findProduct } from '../db/find-product';
import { lockProductStock } from '../db/serials';
import type { CatalogDeps } from '../deps';

/**
 * Units of non-serial stock for billing's fulfilment: `take` reduces a product's (or its
 * variant's) `stock` for a reference, once; `restore` is its compensation. Serialised per
 * product with the same lock as serial claims, so stock never goes below zero. A sale is not a
 * stock edit: no `product:stock` (spec).
 */
export function unitStockProcedures({ prisma, clock }: CatalogDeps) {
  return {
    take: internalProcedure
      .input(takeStockInputSchema)
      .output(takenStockSchema)
      .mutation(async ({ input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await findProduct(tx, input.shop_id, input.product_id);
          if (product.type === 'SERIALS') {
            throw new AppError('BAD_REQUEST', 'SERIALS products deliver codes; claim them instead.');
          }
          await lockProductStock(tx, product.id);
          const variantId = input.variant_id ?? null;
          const variant = variantId
            ? await tx.variant.findFirst({ where: { id: variantId, productId: product.id } })
            : null;
          if (variantId && !variant) {
            throw validationError([{ path: ['variant_id'], message: 'This product has no such variant.' }]);
          }
          const held = await tx.stockReservation.findUnique({
            where: { shopId_reference: { shopId: input.shop_id, reference: input.reference } },
          });
          const current = variant ? variant.stock : product.stock;
          if (held) {
            return {
              reference: input.reference,
              product_id: product.id,
              variant_id: held.variantId,
              quantity: held.quantity,
              remaining: current,
              reused: true,
            };
          }
          if (current !== -1 && current < input.quantity) {
            throw new AppError('CONFLICT', `Out of stock: ${current} of ${input.quantity} units available.`, {
              subcode: 'OUT_OF_STOCK',
              extra: { available: current },
            });
          }
          const remaining = current === -1 ? -1 : current - input.quantity;
          if (current !== -1) {
            if (variant)
              await tx.variant.update({
                where: { id: variant.id },
                data: { stock: remaining, updatedAt: now },
              });
            else
              await tx.product.update({
                where: { id: product.id },
                data: { stock: remaining, updatedAt: now },
              });
          }
          await tx.stockReservation.create({
            data: {
              id: uuidv7(now.getTime()),
              shopId: input.shop_id,
              reference: input.reference,
              productId: product.id,
              variantId,
              // Unlimited stock reserves nothing to give back.
              quantity: current === -1 ? 0 : input.quantity,
              createdAt: now,
            },
          });
          return {
            reference: input.reference,
            product_id: product.id,
            variant_id: variantId,
            quantity: input.quantity,
            remaining,
            reused: false,
          };
        });
      }),

    restore: internalProcedure
      .input(releaseSerialsInputSchema)
      .output(restoredStockSchema)
      .mutation(async ({ input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const held = await tx.stockReservation.findUnique({
            where: { shopId_reference: { shopId: input.shop_id, reference: input.reference } },
          });
          if (!held) return { reference: input.reference, restored: 0 };
          await lockProductStock(tx, held.productId);
          await tx.stockReservation.delete({ where: { id: held.id } });
          if (held.quantity > 0) {
            if (held.variantId) {
              await tx.variant.updateMany({
                where: { id: held.variantId, stock: { gte: 0 } },
                data: { stock: { increment: held.quantity }, updatedAt: now },
              });
            } else {
              await tx.product.updateMany({
                where: { id: held.productId, stock: { gte: 0 } },
                data: { stock: { increment: held.quantity }, updatedAt: now },
              });
            }
          }
          return { reference: input.reference, restored: held.quantity };
        });
      }),
  };
}

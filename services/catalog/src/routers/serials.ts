import {
  addSerialsInputSchema,
  productRefSchema,
  removeSerialsInputSchema,
  serialStockSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { router, shopProcedure, uuidv7 } from '@shopforge/service-kit';
import { findProduct } from '../db/find-product';
import { lockProductStock, serialCounts, syncSerialStock } from '../db/serials';
import type { CatalogDeps } from '../deps';
import type { Prisma } from '../generated/prisma/client';
import { productStockData } from '../domain/product-event';
import { parseSerialCodes } from '../domain/serial-codes';

type Tx = Prisma.TransactionClient;

async function serialProduct(tx: Tx, shopId: string, ref: string, variantId: string | null | undefined) {
  const product = await findProduct(tx, shopId, ref);
  if (product.type !== 'SERIALS') {
    throw new AppError(
      'BAD_REQUEST',
      `Only SERIALS products hold serial codes; this one is ${product.type}.`,
    );
  }
  if (variantId) {
    const variant = await tx.variant.findFirst({ where: { id: variantId, productId: product.id } });
    if (!variant)
      throw validationError([{ path: ['variant_id'], message: 'No such variant of this product.' }]);
  }
  return product;
}

/** Direct stock edits are reported as `product:stock` (spec); sales are not. */
async function reportStockEdit(
  tx: Tx,
  product: { id: string; uniqid: string; title: string; shopId: string },
  previous: number,
  stock: number,
  variantId: string | null,
  now: Date,
) {
  if (previous === stock) return;
  await writeOutboxEvent(prismaExecutor(tx), {
    type: 'product:stock',
    shop_id: product.shopId,
    aggregate_id: product.id,
    data: productStockData(product, previous, stock, variantId, now),
    occurred_at: now,
  });
}

/** Adds codes to a SERIALS product (locked, stock synced, edit reported) in the caller's transaction. */
export async function addSerialCodes(
  tx: Tx,
  product: {
    id: string;
    uniqid: string;
    title: string;
    shopId: string;
    stock: number;
    stockDelimiter: string;
  },
  serials: string | readonly string[],
  variantId: string | null,
  now: Date,
) {
  await lockProductStock(tx, product.id);
  const codes = parseSerialCodes(serials, product.stockDelimiter);
  if (codes.length === 0) throw validationError([{ path: ['serials'], message: 'No codes found.' }]);
  const existing = await tx.serial.findMany({
    where: { productId: product.id, code: { in: codes } },
    select: { code: true },
  });
  const known = new Set(existing.map((row) => row.code));
  const fresh = codes.filter((code) => !known.has(code));
  // Claims take codes oldest first (created_at, then id); ids minted in order keep the
  // request's order within its millisecond.
  await tx.serial.createMany({
    data: fresh.map((code) => ({
      id: uuidv7(now.getTime()),
      shopId: product.shopId,
      productId: product.id,
      variantId,
      code,
      status: 'AVAILABLE',
      createdAt: now,
    })),
  });
  const { stock, counts } = await syncSerialStock(tx, product.id, now);
  await reportStockEdit(tx, product, Math.max(product.stock, 0), stock, variantId, now);
  return {
    product_id: product.id,
    stock,
    counts,
    changed: fresh.length,
    skipped: codes.length - fresh.length,
  };
}

export function serialsRouter({ prisma, clock }: CatalogDeps) {
  return router({
    counts: shopProcedure
      .input(productRefSchema)
      .output(serialStockSchema)
      .query(async ({ ctx, input }) => {
        const product = await serialProduct(prisma, ctx.shopId, input.id, null);
        const counts = await serialCounts(prisma, product.id);
        const stock = counts.reduce((sum, entry) => sum + entry.available, 0);
        return { product_id: product.id, stock, counts, changed: 0, skipped: 0 };
      }),

    /** Adds codes; a code already in this product's stock (sold or not) is skipped, not doubled. */
    add: shopProcedure
      .input(addSerialsInputSchema.extend(productRefSchema.shape))
      .output(serialStockSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await serialProduct(tx, ctx.shopId, input.id, input.variant_id);
          return addSerialCodes(tx, product, input.serials, input.variant_id ?? null, now);
        });
      }),

    /** Removes available codes only: a sold code stays with its order. */
    remove: shopProcedure
      .input(removeSerialsInputSchema.and(productRefSchema))
      .output(serialStockSchema)
      .mutation(async ({ ctx, input }) => {
        const now = clock.now();
        return prisma.$transaction(async (tx) => {
          const product = await serialProduct(tx, ctx.shopId, input.id, input.variant_id);
          await lockProductStock(tx, product.id);
          const where = {
            productId: product.id,
            status: 'AVAILABLE',
            ...(input.variant_id === undefined ? {} : { variantId: input.variant_id }),
            ...(input.serials ? { code: { in: input.serials } } : {}),
          };
          const removed = await tx.serial.deleteMany({ where });
          const { stock, counts } = await syncSerialStock(tx, product.id, now);
          await reportStockEdit(
            tx,
            product,
            Math.max(product.stock, 0),
            stock,
            input.variant_id ?? null,
            now,
          );
          const asked = input.serials ? new Set(input.serials).size : removed.count;
          return {
            product_id: product.id,
            stock,
            counts,
            changed: removed.count,
            skipped: asked - removed.count,
          };
        });
      }),
  });
}

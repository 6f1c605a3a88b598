import type { UpdateProductInput } from '@shopforge/contracts';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { productStockData } from '../domain/product-event';
import { assertRecurringInterval } from '../domain/recurring-interval';
import { assertStockWritable } from '../domain/serial-stock';
import type { Prisma } from '../generated/prisma/client';
import { assertCategoryField } from './find-category';
import { findProduct } from './find-product';
import { columnsOf } from './product-columns';
import { writeProductEvent } from './product-events';
import { syncSerialStock } from './serials';

type Tx = Prisma.TransactionClient;

/**
 * Changes the keys present in `changes` on a live product of the shop (`ref`: id or uniqid) and
 * writes `product:updated`, in the caller's transaction.
 */
export async function updateProduct(
  tx: Tx,
  shopId: string,
  ref: string,
  changes: UpdateProductInput,
  now: Date,
) {
  const existing = await findProduct(tx, shopId, ref);
  await assertCategoryField(tx, shopId, changes.category_id);
  const type = changes.type ?? existing.type;
  assertStockWritable(type, changes.stock, 'product');
  assertRecurringInterval(changes, existing);
  const updated = await tx.product.update({
    where: { id: existing.id },
    data: { ...columnsOf(changes), updatedAt: now },
  });
  // Turned into a SERIALS product: its stock becomes its count of codes.
  if (type === 'SERIALS' && existing.type !== 'SERIALS') await syncSerialStock(tx, updated.id, now);
  await writeProductEvent(tx, 'product:updated', updated, now);
  // A direct stock edit is the one stock change reported as `product:stock` (spec).
  if (changes.stock !== undefined && changes.stock !== existing.stock) {
    await writeOutboxEvent(prismaExecutor(tx), {
      type: 'product:stock',
      shop_id: shopId,
      aggregate_id: updated.id,
      data: productStockData(updated, existing.stock, updated.stock, null, now),
      occurred_at: now,
    });
  }
  return updated;
}

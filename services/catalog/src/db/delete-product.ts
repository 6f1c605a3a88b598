import type { Prisma } from '../generated/prisma/client';
import { findProduct } from './find-product';
import { writeProductEvent } from './product-events';

/**
 * Soft-deletes a live product of the shop (`ref`: id or uniqid) and writes `product:deleted`,
 * in the caller's transaction. Orders keep pointing at the row; it leaves every list and lookup.
 * Its file and any upload in progress are deleted with it (the row stays, so no cascade does it).
 */
export async function deleteProduct(
  tx: Prisma.TransactionClient,
  shopId: string,
  ref: string,
  now: Date,
): Promise<string> {
  const existing = await findProduct(tx, shopId, ref);
  const deleted = await tx.product.update({
    where: { id: existing.id },
    data: { deletedAt: now, updatedAt: now },
  });
  // After the row's update, which locks it: the order the file procedures lock in.
  await tx.productFile.deleteMany({ where: { productId: deleted.id } });
  await writeProductEvent(tx, 'product:deleted', deleted, now);
  return deleted.id;
}

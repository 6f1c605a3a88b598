import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/**
 * Serialises stock changes of one product (add, remove, claim, release) for the length of the
 * transaction. A per-product lock rather than SKIP LOCKED: two claims must never each grab
 * half of the last codes and both fail, and no code may go to two references.
 */
export async function lockProductStock(tx: Tx, productId: string): Promise<void> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', `serials:${productId}`);
}

export interface SerialCounts {
  variant_id: string | null;
  available: number;
  claimed: number;
}

export async function serialCounts(tx: Tx, productId: string): Promise<SerialCounts[]> {
  const groups = await tx.serial.groupBy({
    by: ['variantId', 'status'],
    where: { productId },
    _count: { _all: true },
    orderBy: [{ variantId: 'asc' }, { status: 'asc' }],
  });
  const byVariant = new Map<string | null, SerialCounts>();
  for (const group of groups) {
    const entry = byVariant.get(group.variantId) ?? { variant_id: group.variantId, available: 0, claimed: 0 };
    if (group.status === 'AVAILABLE') entry.available += group._count._all;
    else entry.claimed += group._count._all;
    byVariant.set(group.variantId, entry);
  }
  return [...byVariant.values()];
}

/**
 * Keeps the `stock` columns equal to the available codes (product total and per variant), in
 * the transaction that changed them, so lists read stock without counting.
 */
export async function syncSerialStock(
  tx: Tx,
  productId: string,
  now: Date,
): Promise<{ stock: number; counts: SerialCounts[] }> {
  const counts = await serialCounts(tx, productId);
  const stock = counts.reduce((sum, entry) => sum + entry.available, 0);
  await tx.product.update({ where: { id: productId }, data: { stock, updatedAt: now } });
  const variants = await tx.variant.findMany({ where: { productId }, select: { id: true } });
  for (const variant of variants) {
    const available = counts.find((entry) => entry.variant_id === variant.id)?.available ?? 0;
    await tx.variant.update({ where: { id: variant.id }, data: { stock: available } });
  }
  return { stock, counts };
}

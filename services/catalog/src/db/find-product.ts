import { byIdOrUniqid } from '@shopforge/service-kit';
import { AppError } from '@shopforge/errors';
import type { Prisma } from '../generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'product'>;

export const productNotFound = () => new AppError('PRODUCT_NOT_FOUND', 'Product not found.');

/** A live product of the shop by `id` or `uniqid`; another shop's or a deleted one is not found. */
export async function findProduct(db: Reader, shopId: string, ref: string) {
  const row = await db.product.findFirst({
    where: { shopId, deletedAt: null, ...byIdOrUniqid(ref) },
  });
  if (!row) throw productNotFound();
  return row;
}

import { byIdOrUniqid } from '@shopforge/service-kit';
import { AppError, validationError } from '@shopforge/errors';
import type { Prisma } from '../generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'category'>;

export async function findCategory(db: Reader, shopId: string, ref: string) {
  const row = await db.category.findFirst({
    where: { shopId, ...byIdOrUniqid(ref) },
  });
  if (!row) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found.');
  return row;
}

/** A product's `category_id` must name one of the shop's categories. */
export async function assertCategoryField(
  db: Reader,
  shopId: string,
  categoryId: string | null | undefined,
): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const found = await db.category.findFirst({ where: { shopId, id: categoryId }, select: { id: true } });
  if (!found) throw validationError([{ path: ['category_id'], message: 'No such category in this shop.' }]);
}

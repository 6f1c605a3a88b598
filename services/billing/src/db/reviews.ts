import { AppError } from '@shopforge/errors';
import { byIdOrUniqid } from '@shopforge/service-kit';
import type { BillingPrisma } from './client';
import type { BillingTx } from './invoices';

type Db = BillingPrisma | BillingTx;

const reviewNotFound = () => new AppError('REVIEW_NOT_FOUND', 'No review with this id in this shop.');

export async function findReview(db: Db, shopId: string, ref: string) {
  const row = await db.review.findFirst({ where: { shopId, ...byIdOrUniqid(ref) } });
  if (!row) throw reviewNotFound();
  return row;
}

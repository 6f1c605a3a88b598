import { byIdOrUniqid } from '@shopforge/service-kit';
import { AppError } from '@shopforge/errors';
import type { Prisma } from '../generated/prisma/client';

type Reader = Pick<Prisma.TransactionClient, 'coupon'>;

const notFound = () => new AppError('COUPON_NOT_FOUND', 'Coupon not found.');

/** A live coupon of the shop by id or uniqid. */
export async function findCoupon(db: Reader, shopId: string, ref: string) {
  const row = await db.coupon.findFirst({
    where: { shopId, deletedAt: null, ...byIdOrUniqid(ref) },
  });
  if (!row) throw notFound();
  return row;
}

/** A live coupon of the shop by code, whatever its case. */
export async function findCouponByCode(db: Reader, shopId: string, code: string) {
  const row = await db.coupon.findFirst({
    where: { shopId, deletedAt: null, codeKey: code.trim().toLowerCase() },
  });
  if (!row) throw notFound();
  return row;
}

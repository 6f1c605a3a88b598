import { isUniqueViolation } from '@shopforge/db/errors';
import {
  couponRedemptionSchema,
  redeemCouponInputSchema,
  releaseCouponInputSchema,
  releasedCouponSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import { internalProcedure, uuidv7 } from '@shopforge/service-kit';
import { findCouponByCode } from '../db/find-coupon';
import type { CatalogDeps } from '../deps';
import { discountFor, eligibleAmount } from '../domain/coupon-discount';
import { couponUnavailability, toCouponRecord } from '../domain/coupon-record';

/**
 * Counts one use only if the coupon still has one left, in a single statement: concurrent
 * redemptions queue on the row lock and each re-checks `used` after the previous committed,
 * so a coupon is never used more than `max_uses` times.
 */
const TAKE_ONE_USE_SQL = `UPDATE "coupons" SET "used" = "used" + 1
WHERE "id" = $1::uuid AND ("max_uses" = -1 OR "used" < "max_uses")`;

const RETURN_ONE_USE_SQL = `UPDATE "coupons" SET "used" = GREATEST("used" - 1, 0) WHERE "id" = $1::uuid`;

const usedUp = () =>
  new AppError('COUPON_MAX_USES_REACHED', 'This coupon has been used the maximum number of times.');

/** Redemption for billing's order saga: one use per order reference, and its compensation. */
export function couponRedemptionProcedures({ prisma, clock }: CatalogDeps) {
  const existingRedemption = async (shopId: string, reference: string) => {
    const found = await prisma.couponRedemption.findUnique({
      where: { shopId_reference: { shopId, reference } },
      include: { coupon: true },
    });
    return found
      ? {
          coupon: toCouponRecord(found.coupon),
          reference,
          discount_amount: Number(found.discountAmount.toString()),
          reused: true,
        }
      : null;
  };

  return {
    redeem: internalProcedure
      .input(redeemCouponInputSchema)
      .output(couponRedemptionSchema)
      .mutation(async ({ input }) => {
        const again = await existingRedemption(input.shop_id, input.reference);
        if (again) return again;
        const now = clock.now();
        try {
          return await prisma.$transaction(async (tx) => {
            const coupon = await findCouponByCode(tx, input.shop_id, input.code);
            switch (couponUnavailability(coupon, now)) {
              case 'inactive':
                throw new AppError('COUPON_NOT_FOUND', 'Coupon not found.');
              case 'not_yet_valid':
                throw new AppError('COUPON_EXPIRED', 'This coupon is not valid yet.');
              case 'expired':
                throw new AppError('COUPON_EXPIRED', 'This coupon has expired.');
              case 'used_up':
                throw usedUp();
              default:
            }
            const orderTotal = eligibleAmount({ productsBound: [] }, input.lines);
            const minimum = Number(coupon.minOrderAmount.toString());
            if (orderTotal < minimum) {
              throw validationError([
                { path: ['code'], message: `This coupon needs an order of at least ${minimum.toFixed(2)}.` },
              ]);
            }
            const eligible = eligibleAmount(coupon, input.lines);
            if (coupon.productsBound.length > 0 && eligible === 0) {
              throw validationError([
                { path: ['code'], message: 'This coupon does not apply to these products.' },
              ]);
            }
            const taken = await tx.$executeRawUnsafe(TAKE_ONE_USE_SQL, coupon.id);
            if (taken === 0) throw usedUp();
            const discountAmount = discountFor(
              {
                type: coupon.type === 'FIXED' ? 'FIXED' : 'PERCENTAGE',
                discount: Number(coupon.discount.toString()),
                maxDiscount: Number(coupon.maxDiscount.toString()),
                productsBound: coupon.productsBound,
              },
              eligible,
            );
            await tx.couponRedemption.create({
              data: {
                id: uuidv7(now.getTime()),
                couponId: coupon.id,
                shopId: input.shop_id,
                reference: input.reference,
                discountAmount: discountAmount.toFixed(2),
                createdAt: now,
              },
            });
            const updated = await tx.coupon.findUniqueOrThrow({ where: { id: coupon.id } });
            return {
              coupon: toCouponRecord(updated),
              reference: input.reference,
              discount_amount: discountAmount,
              reused: false,
            };
          });
        } catch (error) {
          // A concurrent retry of the same reference won the unique index: answer as it did.
          if (isUniqueViolation(error)) {
            const winner = await existingRedemption(input.shop_id, input.reference);
            if (winner) return winner;
          }
          throw error;
        }
      }),

    release: internalProcedure
      .input(releaseCouponInputSchema)
      .output(releasedCouponSchema)
      .mutation(async ({ input }) =>
        prisma.$transaction(async (tx) => {
          const redemption = await tx.couponRedemption.findUnique({
            where: { shopId_reference: { shopId: input.shop_id, reference: input.reference } },
          });
          if (!redemption) return { reference: input.reference, released: false };
          await tx.couponRedemption.delete({ where: { id: redemption.id } });
          await tx.$executeRawUnsafe(RETURN_ONE_USE_SQL, redemption.couponId);
          return { reference: input.reference, released: true };
        }),
      ),
  };
}

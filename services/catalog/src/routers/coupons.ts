import { isUniqueViolation } from '@shopforge/db/errors';
import {
  couponCodeRefSchema,
  couponListSchema,
  couponRefSchema,
  couponSchema,
  createCouponInputSchema,
  deletedCouponSchema,
  listCouponsInputSchema,
  updateCouponInputSchema,
} from '@shopforge/contracts';
import { AppError, validationError } from '@shopforge/errors';
import {
  jsonListPage,
  jsonPageOutput,
  newestFirstJsonPage,
  router,
  shopProcedure,
  sql,
  uniqid,
  uuidv7,
} from '@shopforge/service-kit';
import type { z } from 'zod';
import { couponColumnsOf } from '../db/coupon-columns';
import { findCoupon, findCouponByCode } from '../db/find-coupon';
import { COUPON_JSON } from '../db/list-coupons-json';
import { resolveProductRefs } from '../db/product-refs';
import type { CatalogDeps } from '../deps';
import { toCouponRecord } from '../domain/coupon-record';
import { couponRedemptionProcedures } from './coupon-redemption';

const LIST_BINDING = 'coupons';

const codeTaken = () =>
  new AppError('VALIDATION_ERROR', 'The request has invalid fields.', {
    details: [{ field: 'code', message: 'Another coupon of this shop has this code.' }],
  });

export function couponsRouter(deps: CatalogDeps) {
  const { prisma, clock, cursors } = deps;
  return router({
    create: shopProcedure
      .input(createCouponInputSchema)
      .output(couponSchema)
      .mutation(async ({ ctx, input }) => {
        const productsBound = await resolveProductRefs(
          prisma,
          ctx.shopId,
          'products_bound',
          input.products_bound,
        );
        const now = clock.now();
        try {
          const row = await prisma.coupon.create({
            data: {
              ...couponColumnsOf({ ...input, products_bound: productsBound }),
              code: input.code,
              codeKey: input.code.toLowerCase(),
              type: input.type,
              discount: input.discount.toFixed(2),
              id: uuidv7(now.getTime()),
              uniqid: uniqid(),
              shopId: ctx.shopId,
              createdAt: now,
              updatedAt: now,
            },
          });
          return toCouponRecord(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken();
          throw error;
        }
      }),

    /** One statement serialises the page (db/list-coupons-json.ts), passed on as JSON text. */
    list: shopProcedure
      .input(listCouponsInputSchema)
      .output(jsonPageOutput(couponListSchema))
      .query(async ({ ctx, input }) => {
        const page = await newestFirstJsonPage(deps.sql, cursors, input, LIST_BINDING, {
          record: COUPON_JSON,
          from: sql`coupons o`,
          shopScope: sql`o.shop_id = ${ctx.shopId}::uuid`,
          where: sql`o.deleted_at IS NULL`,
          id: sql`o.id`,
        });
        return jsonListPage<z.output<typeof couponListSchema>>(page.items, page.pagination);
      }),

    get: shopProcedure
      .input(couponRefSchema)
      .output(couponSchema)
      .query(async ({ ctx, input }) => toCouponRecord(await findCoupon(prisma, ctx.shopId, input.id))),

    /** `GET /dev/v1/coupons/code/{code}`: case-insensitive, like redemption. */
    getByCode: shopProcedure
      .input(couponCodeRefSchema)
      .output(couponSchema)
      .query(async ({ ctx, input }) =>
        toCouponRecord(await findCouponByCode(prisma, ctx.shopId, input.code)),
      ),

    update: shopProcedure
      .input(updateCouponInputSchema.extend(couponRefSchema.shape))
      .output(couponSchema)
      .mutation(async ({ ctx, input }) => {
        const { id, ...changes } = input;
        const existing = await findCoupon(prisma, ctx.shopId, id);
        const productsBound =
          changes.products_bound === undefined
            ? undefined
            : await resolveProductRefs(prisma, ctx.shopId, 'products_bound', changes.products_bound);
        const type = changes.type ?? existing.type;
        const discount = changes.discount ?? Number(existing.discount.toString());
        if (type === 'PERCENTAGE' && discount > 100) {
          throw validationError([{ path: ['discount'], message: 'A percentage discount is at most 100.' }]);
        }
        const from = changes.valid_from === undefined ? existing.validFrom : changes.valid_from;
        const until = changes.valid_until === undefined ? existing.validUntil : changes.valid_until;
        const toMs = (value: Date | number | null) =>
          value instanceof Date ? value.getTime() : value === null ? null : value * 1000;
        const fromMs = toMs(from);
        const untilMs = toMs(until);
        if (fromMs !== null && untilMs !== null && fromMs >= untilMs) {
          throw validationError([
            { path: ['valid_until'], message: 'valid_until must be after valid_from.' },
          ]);
        }
        try {
          const row = await prisma.coupon.update({
            where: { id: existing.id },
            data: {
              ...couponColumnsOf({ ...changes, products_bound: productsBound }),
              updatedAt: clock.now(),
            },
          });
          return toCouponRecord(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw codeTaken();
          throw error;
        }
      }),

    /** Soft delete: the code is freed (a new coupon may reuse it); past redemptions stay. */
    delete: shopProcedure
      .input(couponRefSchema)
      .output(deletedCouponSchema)
      .mutation(async ({ ctx, input }) => {
        const existing = await findCoupon(prisma, ctx.shopId, input.id);
        const now = clock.now();
        await prisma.coupon.update({
          where: { id: existing.id },
          data: { deletedAt: now, updatedAt: now, codeKey: `${existing.codeKey}#deleted:${existing.id}` },
        });
        return { id: existing.id, deleted: true as const };
      }),

    ...couponRedemptionProcedures(deps),
  });
}

import {
  createResellerOrderInputSchema,
  resellerBalanceSchema,
  resellerFulfillmentBodySchema,
  resellerMeSchema,
  resellerOrderListQuerySchema,
  resellerOrderListSchema,
  resellerFulfillmentOutcomeSchema,
  resellerOrderOutcomeSchema,
  resellerOrderRefSchema,
  resellerOrderSchema,
  resellerProductListSchema,
  resellerProductsQuerySchema,
} from '@shopforge/contracts';
import { AppError } from '@shopforge/errors';
import { byIdOrUniqid, centsToDecimal, resellerProcedure, router, toCents } from '@shopforge/service-kit';
import { loadBuyer } from '../app/buyer';
import type { ResellerDeps } from '../deps';
import { resellerOrderRecord } from '../domain/order-record';
import { catalogRow } from '../domain/pricing';
import { nextTier } from '../domain/tiers';

/**
 * The Reseller API (`/reseller/v1`). Every procedure acts for the reseller the gateway resolved
 * from the key; the relationship id is the tenant boundary of every query.
 */
export function resellerApiRouter(deps: ResellerDeps) {
  const { prisma, ledger, catalog, shops, saga } = deps;
  return router({
    me: resellerProcedure.output(resellerMeSchema).query(async ({ ctx }) => {
      const buyer = await loadBuyer(deps, ctx.reseller);
      const shop = await shops.describe(ctx.shopId);
      const { relationship, tier, tiers } = buyer;
      const progress = {
        revenueCents: toCents(relationship.lifetimeRevenue),
        orders: relationship.lifetimeOrders,
      };
      return {
        shop: { id: shop.id, name: shop.name, slug: shop.slug, currency: shop.currency },
        reseller: { id: relationship.id, status: relationship.status, email: relationship.email },
        tier: { id: tier.id, name: tier.name, discount_percent: tier.discountPercent },
        progress: {
          lifetime_revenue: centsToDecimal(progress.revenueCents),
          lifetime_orders: progress.orders,
          next_tier: nextTier(tiers, tier, progress),
        },
      };
    }),

    balance: resellerProcedure
      .output(resellerBalanceSchema)
      .query(({ ctx }) => ledger.balance(ctx.relationshipId)),

    products: resellerProcedure
      .input(resellerProductsQuerySchema)
      .output(resellerProductListSchema)
      .query(async ({ ctx, input }) => {
        const buyer = await loadBuyer(deps, ctx.reseller);
        const enrolled = await catalog.lookup(
          ctx.shopId,
          buyer.access.map((entry) => entry.product_id),
        );
        const needle = input.search?.trim().toLowerCase() ?? '';
        const rows = enrolled
          .filter(
            (product) =>
              needle === '' || product.title.toLowerCase().includes(needle) || product.uniqid === needle,
          )
          .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
        const start = (input.page - 1) * input.per_page;
        const page = rows.slice(start, start + input.per_page);
        return {
          data: page.map((product) => {
            const access = buyer.access.find((entry) => entry.product_id === product.id);
            if (!access) throw new Error('looked-up product outside the access list');
            return catalogRow(product, access, buyer.tier.discountPercent);
          }),
          pagination: { page: input.page, per_page: input.per_page, total: rows.length },
          currency: buyer.relationship.currency,
        };
      }),

    orders: router({
      create: resellerProcedure
        .input(createResellerOrderInputSchema)
        .output(resellerOrderOutcomeSchema)
        .mutation(({ ctx, input }) =>
          saga.createOrder(ctx.reseller, { items: input.items }, input.idempotency_key),
        ),

      list: resellerProcedure
        .input(resellerOrderListQuerySchema)
        .output(resellerOrderListSchema)
        .query(async ({ ctx, input }) => {
          const where = {
            relationshipId: ctx.relationshipId,
            ...(input.external_order_id ? { externalOrderId: input.external_order_id } : {}),
          };
          const [total, rows] = await Promise.all([
            prisma.resellerOrder.count({ where }),
            prisma.resellerOrder.findMany({
              where,
              include: { lines: true },
              orderBy: { id: 'desc' },
              skip: (input.page - 1) * input.per_page,
              take: input.per_page,
            }),
          ]);
          return {
            data: rows.map((row) => resellerOrderRecord(row, row.lines, false)),
            pagination: { page: input.page, per_page: input.per_page, total },
          };
        }),

      /** Ownership before existence: another reseller's order is the same 404 as none at all. */
      get: resellerProcedure
        .input(resellerOrderRefSchema)
        .output(resellerOrderSchema)
        .query(async ({ ctx, input }) => {
          const row = await prisma.resellerOrder.findFirst({
            where: { relationshipId: ctx.relationshipId, ...byIdOrUniqid(input.id) },
            include: { lines: true },
          });
          if (!row) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
          return resellerOrderRecord(row, row.lines, false);
        }),
    }),

    fulfillments: router({
      create: resellerProcedure
        .input(resellerFulfillmentBodySchema)
        .output(resellerFulfillmentOutcomeSchema)
        .mutation(({ ctx, input }) => saga.fulfill(ctx.reseller, input)),
    }),
  });
}

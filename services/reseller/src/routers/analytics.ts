import {
  relationshipRefSchema,
  resellerAnalyticsSchema,
  shopResellerAnalyticsSchema,
} from '@shopforge/contracts';
import { centsToNumber, router, shopProcedure, toCents } from '@shopforge/service-kit';
import type { ResellerPrisma } from '../db/client';
import { findRelationship } from '../db/relationships';
import type { ResellerDeps } from '../deps';

const amount = (value: string | null) => centsToNumber(toCents(value ?? '0'));

/** Completed wholesale sales: one SQL pass, so large histories are summed by the database. */
async function salesFigures(prisma: ResellerPrisma, where: { shopId: string; relationshipId?: string }) {
  const relationship = where.relationshipId ?? null;
  const [orders] = await prisma.$queryRaw<
    Array<{ orders: bigint; revenue: string | null; refunded: string | null }>
  >`
    SELECT count(*) FILTER (WHERE "total" > "refunded_amount") AS "orders",
           sum("total" - "refunded_amount")::text AS "revenue",
           sum("refunded_amount")::text AS "refunded"
    FROM "reseller_orders"
    WHERE "shop_id" = ${where.shopId}::uuid AND "status" = 'COMPLETED'
      AND (${relationship}::uuid IS NULL OR "relationship_id" = ${relationship}::uuid)`;
  const [units] = await prisma.$queryRaw<Array<{ units: bigint | null }>>`
    SELECT sum(l."quantity") AS "units"
    FROM "reseller_order_lines" l JOIN "reseller_orders" o ON o."id" = l."order_id"
    WHERE o."shop_id" = ${where.shopId}::uuid AND l."delivered_at" IS NOT NULL
      AND (${relationship}::uuid IS NULL OR o."relationship_id" = ${relationship}::uuid)`;
  return {
    orders: Number(orders?.orders ?? 0),
    revenue: amount(orders?.revenue ?? null),
    refunded: amount(orders?.refunded ?? null),
    units_delivered: Number(units?.units ?? 0),
  };
}

/** Reseller sales analytics (spec: `reseller_sales.read`), shop-wide and per reseller. */
export function analyticsRouter({ prisma }: ResellerDeps) {
  return router({
    shop: shopProcedure.output(shopResellerAnalyticsSchema).query(async ({ ctx }) => {
      const [total, active, sales, top] = await Promise.all([
        prisma.resellerRelationship.count({ where: { shopId: ctx.shopId } }),
        prisma.resellerRelationship.count({ where: { shopId: ctx.shopId, status: 'ACTIVE' } }),
        salesFigures(prisma, { shopId: ctx.shopId }),
        prisma.resellerRelationship.findMany({
          where: { shopId: ctx.shopId, lifetimeOrders: { gt: 0 } },
          orderBy: [{ lifetimeRevenue: 'desc' }, { id: 'asc' }],
          take: 5,
        }),
      ]);
      return {
        currency: ctx.principal.currency,
        resellers: { total, active },
        sales,
        top_resellers: top.map((row) => ({
          reseller_relationship_id: row.id,
          email: row.email,
          revenue: amount(row.lifetimeRevenue.toString()),
          orders: row.lifetimeOrders,
        })),
      };
    }),

    reseller: shopProcedure
      .input(relationshipRefSchema)
      .output(resellerAnalyticsSchema)
      .query(async ({ ctx, input }) => {
        const relationship = await findRelationship(prisma, ctx.shopId, input.reseller_relationship_id);
        const scope = { shopId: ctx.shopId, relationshipId: relationship.id };
        const [sales, balance, campaigns, items, byProduct] = await Promise.all([
          salesFigures(prisma, scope),
          prisma.resellerBalance.findUnique({ where: { relationshipId: relationship.id } }),
          prisma.embedCampaign.groupBy({
            by: ['status'],
            where: { relationshipId: relationship.id },
            _count: { _all: true },
            orderBy: { status: 'asc' },
          }),
          prisma.inventoryItem.groupBy({
            by: ['status'],
            where: { relationshipId: relationship.id },
            _count: { _all: true },
            orderBy: { status: 'asc' },
          }),
          prisma.$queryRaw<Array<{ product_id: string; title: string; units: bigint; revenue: string }>>`
            SELECT l."product_id"::text AS "product_id", max(l."product_title") AS "title",
                   sum(l."quantity") AS "units", sum(l."line_total")::text AS "revenue"
            FROM "reseller_order_lines" l JOIN "reseller_orders" o ON o."id" = l."order_id"
            WHERE o."relationship_id" = ${relationship.id}::uuid AND l."delivered_at" IS NOT NULL
            GROUP BY l."product_id" ORDER BY sum(l."line_total") DESC, l."product_id" LIMIT 20`,
        ]);
        const count = (groups: Array<{ status: string; _count: { _all: number } }>, status: string) =>
          groups.find((group) => group.status === status)?._count._all ?? 0;
        return {
          reseller_relationship_id: relationship.id,
          currency: relationship.currency,
          sales,
          lifetime_revenue: amount(relationship.lifetimeRevenue.toString()),
          lifetime_orders: relationship.lifetimeOrders,
          balance: amount(balance ? balance.balance.toString() : null),
          embed_campaigns: {
            active: count(campaigns, 'ACTIVE'),
            paused: count(campaigns, 'PAUSED'),
            revoked: count(campaigns, 'REVOKED'),
          },
          stock: {
            allocated: count(items, 'AVAILABLE') + count(items, 'DELIVERED'),
            delivered: count(items, 'DELIVERED'),
          },
          by_product: byProduct.map((row) => ({
            product_id: row.product_id,
            title: row.title,
            units: Number(row.units),
            revenue: amount(row.revenue),
          })),
        };
      }),
  });
}

import {
  affiliateApplicationIdInputSchema,
  affiliateApplicationListSchema,
  affiliateApplicationSchema,
  affiliateCustomerListSchema,
  approveAffiliateApplicationInputSchema,
  createAffiliateApplicationInputSchema,
  listAffiliateApplicationsInputSchema,
  listAffiliateCustomersInputSchema,
  rejectAffiliateApplicationInputSchema,
} from '@shopforge/contracts';
import { pagePagination, pageWindow, router, shopProcedure } from '@shopforge/service-kit';
import {
  applyForAffiliate,
  approveApplication,
  referredOrders,
  rejectApplication,
  toAffiliateCustomer,
  toApplication,
} from '../app/affiliates';
import type { BillingDeps } from '../deps';

/** The affiliate programme (docs/affiliates.md): page-numbered lists, as the spec says. */
export function affiliatesRouter(deps: BillingDeps) {
  const { prisma } = deps;
  return router({
    submit: shopProcedure
      .input(createAffiliateApplicationInputSchema)
      .output(affiliateApplicationSchema)
      .mutation(async ({ ctx, input }) => toApplication(await applyForAffiliate(deps, ctx.shopId, input))),

    applications: shopProcedure
      .input(listAffiliateApplicationsInputSchema)
      .output(affiliateApplicationListSchema)
      .query(async ({ ctx, input }) => {
        const where = { shopId: ctx.shopId, ...(input.status ? { status: input.status } : {}) };
        const [total, rows] = await Promise.all([
          prisma.affiliateApplication.count({ where }),
          prisma.affiliateApplication.findMany({
            where,
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            ...pageWindow(input.page, input.limit),
          }),
        ]);
        return { data: rows.map(toApplication), pagination: pagePagination(total, input.page, input.limit) };
      }),

    approve: shopProcedure
      .input(approveAffiliateApplicationInputSchema.extend(affiliateApplicationIdInputSchema.shape))
      .output(affiliateApplicationSchema)
      .mutation(async ({ ctx, input }) =>
        toApplication(await approveApplication(deps, ctx.shopId, input.id, input)),
      ),

    reject: shopProcedure
      .input(rejectAffiliateApplicationInputSchema.extend(affiliateApplicationIdInputSchema.shape))
      .output(affiliateApplicationSchema)
      .mutation(async ({ ctx, input }) =>
        toApplication(await rejectApplication(deps, ctx.shopId, input.id, input.note)),
      ),

    customers: shopProcedure
      .input(listAffiliateCustomersInputSchema)
      .output(affiliateCustomerListSchema)
      .query(async ({ ctx, input }) => {
        const where = { shopId: ctx.shopId, affiliateCode: { not: null } };
        const [total, rows] = await Promise.all([
          prisma.customer.count({ where }),
          prisma.customer.findMany({
            where,
            orderBy: [{ affiliateSince: 'desc' }, { id: 'desc' }],
            ...pageWindow(input.page, input.limit),
          }),
        ]);
        const referred = await referredOrders(
          prisma,
          ctx.shopId,
          rows.map((row) => row.id),
        );
        return {
          data: rows.map((row) => toAffiliateCustomer(row, referred.get(row.id) ?? 0)),
          pagination: pagePagination(total, input.page, input.limit),
        };
      }),
  });
}

import {
  cancelSubscriptionInputSchema,
  listSubscriptionsInputSchema,
  pauseSubscriptionInputSchema,
  subscriptionIdInputSchema,
  subscriptionListSchema,
  subscriptionSchema,
  updateSubscriptionCustomFieldsInputSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import {
  cancelSubscription,
  pauseSubscription,
  resumeSubscription,
  updateCustomFields,
} from '../app/subscriptions/actions';
import { findSubscription, invoicesOf, type SubscriptionRow, toSubscription } from '../db/subscriptions';
import type { BillingDeps } from '../deps';

/** Subscriptions (docs/subscriptions.md). */
export function subscriptionsRouter(deps: BillingDeps) {
  const { prisma, cursors } = deps;
  const record = async (row: SubscriptionRow) =>
    toSubscription(row, (await invoicesOf(prisma, [row.id])).get(row.id) ?? []);
  const mutation = <T extends typeof subscriptionIdInputSchema>(input: T) =>
    shopProcedure.input(input).output(subscriptionSchema);

  return router({
    list: shopProcedure
      .input(listSubscriptionsInputSchema)
      .output(subscriptionListSchema)
      .query(async ({ ctx, input }) => {
        // Both spellings are one state: either filter finds every cancelled subscription.
        const statuses =
          input.status === 'CANCELED' || input.status === 'CANCELLED'
            ? ['CANCELED', 'CANCELLED']
            : input.status
              ? [input.status]
              : null;
        const binding = `subscriptions:${input.status ?? ''}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.subscription.findMany({
            where: {
              shopId: ctx.shopId,
              ...(statuses ? { status: { in: statuses } } : {}),
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        const invoices = await invoicesOf(
          prisma,
          items.map((row) => row.id),
        );
        return { data: items.map((row) => toSubscription(row, invoices.get(row.id) ?? [])), pagination };
      }),

    get: shopProcedure
      .input(subscriptionIdInputSchema)
      .output(subscriptionSchema)
      .query(async ({ ctx, input }) => record(await findSubscription(prisma, ctx.shopId, input.id))),

    pause: mutation(subscriptionIdInputSchema.extend(pauseSubscriptionInputSchema.shape)).mutation(
      async ({ ctx, input }) => record(await pauseSubscription(deps, ctx.shopId, input.id, input)),
    ),

    resume: mutation(subscriptionIdInputSchema).mutation(async ({ ctx, input }) =>
      record(await resumeSubscription(deps, ctx.shopId, input.id)),
    ),

    cancel: mutation(subscriptionIdInputSchema.extend(cancelSubscriptionInputSchema.shape)).mutation(
      async ({ ctx, input }) => record(await cancelSubscription(deps, ctx.shopId, input.id, input)),
    ),

    customFields: mutation(
      subscriptionIdInputSchema.extend(updateSubscriptionCustomFieldsInputSchema.shape),
    ).mutation(async ({ ctx, input }) => record(await updateCustomFields(deps, ctx.shopId, input.id, input))),
  });
}

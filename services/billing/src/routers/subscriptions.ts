import {
  cancelSubscriptionInputSchema,
  listSubscriptionsInputSchema,
  pauseSubscriptionInputSchema,
  subscriptionIdInputSchema,
  subscriptionListSchema,
  subscriptionSchema,
  updateSubscriptionCustomFieldsInputSchema,
} from '@shopforge/contracts';
import { jsonListPage, jsonPageOutput, router, shopProcedure } from '@shopforge/service-kit';
import type { z } from 'zod';
import {
  cancelSubscription,
  pauseSubscription,
  resumeSubscription,
  updateCustomFields,
} from '../app/subscriptions/actions';
import { findSubscription, invoicesOf, type SubscriptionRow, toSubscription } from '../db/subscriptions';
import { listSubscriptionPage } from '../db/list-subscriptions';
import type { BillingDeps } from '../deps';

/** Subscriptions (docs/subscriptions.md). */
export function subscriptionsRouter(deps: BillingDeps) {
  const { prisma } = deps;
  const record = async (row: SubscriptionRow) =>
    toSubscription(row, (await invoicesOf(prisma, [row.id])).get(row.id) ?? []);
  const mutation = <T extends typeof subscriptionIdInputSchema>(input: T) =>
    shopProcedure.input(input).output(subscriptionSchema);

  return router({
    /** One statement serialises the page (db/list-subscriptions-json.ts), passed on as JSON text. */
    list: shopProcedure
      .input(listSubscriptionsInputSchema)
      .output(jsonPageOutput(subscriptionListSchema))
      .query(async ({ ctx, input }) => {
        const page = await listSubscriptionPage(deps, {
          shopId: ctx.shopId,
          status: input.status,
          cursor: input.cursor,
          limit: input.limit,
        });
        return jsonListPage<z.output<typeof subscriptionListSchema>>(page.items, page.pagination);
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

import {
  createEmailSegmentInputSchema,
  emailSegmentIdInputSchema,
  emailSegmentListSchema,
  emailSegmentSchema,
  listMarketingContactsInputSchema,
  marketingContactListSchema,
  marketingContactSchema,
  upsertMarketingContactInputSchema,
  cursorInputSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import { createSegment, recountSegment, toContact, toSegment, upsertContact } from '../app/email-marketing';
import type { BillingDeps } from '../deps';

/** Email marketing: contacts and segments (docs/email-marketing.md). */
export function emailMarketingRouter(deps: BillingDeps) {
  const { prisma, cursors } = deps;
  return router({
    upsertContact: shopProcedure
      .input(upsertMarketingContactInputSchema)
      .output(marketingContactSchema)
      .mutation(async ({ ctx, input }) => toContact(await upsertContact(deps, ctx.shopId, input))),

    listContacts: shopProcedure
      .input(listMarketingContactsInputSchema)
      .output(marketingContactListSchema)
      .query(async ({ ctx, input }) => {
        const binding = `contacts:${input.subscribed ?? ''}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.marketingContact.findMany({
            where: {
              shopId: ctx.shopId,
              ...(input.subscribed === undefined ? {} : { subscribed: input.subscribed }),
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toContact), pagination };
      }),

    createSegment: shopProcedure
      .input(createEmailSegmentInputSchema)
      .output(emailSegmentSchema)
      .mutation(async ({ ctx, input }) => toSegment(await createSegment(deps, ctx.shopId, input))),

    listSegments: shopProcedure
      .input(cursorInputSchema)
      .output(emailSegmentListSchema)
      .query(async ({ ctx, input }) => {
        const { items, pagination } = await newestFirstPage(cursors, input, 'segments', (below, take) =>
          prisma.emailSegment.findMany({
            where: { shopId: ctx.shopId, ...below },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toSegment), pagination };
      }),

    getSegment: shopProcedure
      .input(emailSegmentIdInputSchema)
      .output(emailSegmentSchema)
      .query(async ({ ctx, input }) => toSegment(await recountSegment(deps, ctx.shopId, input.id))),
  });
}

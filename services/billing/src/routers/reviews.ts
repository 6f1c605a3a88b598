import {
  listReviewsInputSchema,
  replyReviewInputSchema,
  reviewListSchema,
  reviewRefSchema,
  reviewSchema,
} from '@shopforge/contracts';
import { newestFirstPage, router, shopProcedure } from '@shopforge/service-kit';
import { replyToReview, toReview } from '../app/support/reviews';
import { findReview } from '../db/reviews';
import type { BillingDeps } from '../deps';

/** Buyers' reviews and the merchant's replies (docs/support.md): `support.read` / `support.write`. */
export function reviewsRouter(deps: BillingDeps) {
  const { prisma, cursors } = deps;
  return router({
    list: shopProcedure
      .input(listReviewsInputSchema)
      .output(reviewListSchema)
      .query(async ({ ctx, input }) => {
        const binding = `reviews:${input.score ?? ''}:${input.replied ?? ''}`;
        const { items, pagination } = await newestFirstPage(cursors, input, binding, (below, take) =>
          prisma.review.findMany({
            where: {
              shopId: ctx.shopId,
              ...(input.score ? { score: input.score } : {}),
              ...(input.replied === undefined ? {} : { reply: input.replied ? { not: null } : null }),
              ...below,
            },
            orderBy: { id: 'desc' },
            take,
          }),
        );
        return { data: items.map(toReview), pagination };
      }),

    get: shopProcedure
      .input(reviewRefSchema)
      .output(reviewSchema)
      .query(async ({ ctx, input }) => toReview(await findReview(prisma, ctx.shopId, input.id))),

    reply: shopProcedure
      .input(replyReviewInputSchema.extend(reviewRefSchema.shape))
      .output(reviewSchema)
      .mutation(({ ctx, input }) => replyToReview(deps, ctx.shopId, input.id, input.reply)),
  });
}

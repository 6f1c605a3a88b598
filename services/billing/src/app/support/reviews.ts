import type { Review } from '@shopforge/contracts';
import { isUniqueViolation } from '@shopforge/db/errors';
import { AppError } from '@shopforge/errors';
import { prismaExecutor, writeOutboxEvent } from '@shopforge/events';
import { toUnixSeconds, uniqid, uuidv7 } from '@shopforge/service-kit';
import type { BillingTx } from '../../db/invoices';
import { findReview } from '../../db/reviews';
import type { BillingDeps } from '../../deps';
import type { Prisma } from '../../generated/prisma/client';
import { buyerInvoice } from './buyer-invoice';

type ReviewRow = Prisma.ReviewGetPayload<object>;

export function feedbackOf(score: number): Review['feedback'] {
  if (score >= 4) return 'POSITIVE';
  return score === 3 ? 'NEUTRAL' : 'NEGATIVE';
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    uniqid: row.uniqid,
    invoice_uniqid: row.invoiceUniqid,
    product_id: row.productId,
    product_title: row.productTitle,
    customer_email: row.customerEmail,
    score: row.score,
    feedback: feedbackOf(row.score),
    message: row.message,
    reply: row.reply,
    replied_at: row.repliedAt ? toUnixSeconds(row.repliedAt) : null,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

async function emit(
  tx: BillingTx,
  type: 'feedback:received' | 'feedback:replied',
  row: ReviewRow,
  now: Date,
) {
  await writeOutboxEvent(prismaExecutor(tx), {
    type,
    shop_id: row.shopId,
    aggregate_id: row.id,
    occurred_at: now,
    data: {
      id: row.id,
      uniqid: row.uniqid,
      invoice_uniqid: row.invoiceUniqid,
      product_id: row.productId,
      customer_email: row.customerEmail,
      score: row.score,
      message: row.message,
      reply: row.reply,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  });
}

/** Why this invoice cannot be reviewed now, or null when it can. */
export function reviewRefusal(status: string): string | null {
  return status === 'COMPLETED' ? null : `Only a completed order can be reviewed; this one is ${status}.`;
}

/** The buyer of a completed order leaves its one review (`feedback:received`). */
export async function submitReview(
  deps: BillingDeps,
  input: { uniqid: string; email: string; score: number; message: string },
): Promise<Review> {
  const invoice = await buyerInvoice(deps, input.uniqid, input.email);
  const refusal = reviewRefusal(invoice.status);
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
  const line = invoice.lines[0];
  const now = deps.clock.now();
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const row = await tx.review.create({
        data: {
          id: uuidv7(now.getTime()),
          uniqid: uniqid(),
          shopId: invoice.shopId,
          invoiceId: invoice.id,
          invoiceUniqid: invoice.uniqid,
          productId: line?.productId ?? null,
          productTitle: line?.productTitle ?? null,
          customerEmail: invoice.customerEmail,
          score: input.score,
          message: input.message,
          createdAt: now,
          updatedAt: now,
        },
      });
      await emit(tx, 'feedback:received', row, now);
      return toReview(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'This order already has a review.');
    throw error;
  }
}

/** The merchant's public answer; a second reply replaces the first (`feedback:replied`). */
export async function replyToReview(deps: BillingDeps, shopId: string, ref: string, reply: string) {
  const review = await findReview(deps.prisma, shopId, ref);
  const now = deps.clock.now();
  return deps.prisma.$transaction(async (tx) => {
    const row = await tx.review.update({
      where: { id: review.id },
      data: { reply, repliedAt: now, updatedAt: now },
    });
    await emit(tx, 'feedback:replied', row, now);
    return toReview(row);
  });
}

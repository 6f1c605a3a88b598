import {
  type BuyerSupportView,
  buyerReplyInputSchema,
  buyerSupportRefSchema,
  buyerSupportViewSchema,
  confirmEscrowInputSchema,
  escrowSchema,
  openTicketInputSchema,
  reviewSchema,
  submitReviewInputSchema,
  ticketSchema,
} from '@shopforge/contracts';
import { internalProcedure, router, toUnixSeconds } from '@shopforge/service-kit';
import { findInvoiceByUniqid, invoiceNotFound } from '../db/invoices';
import { buyerInvoice } from '../app/support/buyer-invoice';
import { releaseByBuyer } from '../app/support/escrow';
import { reviewRefusal, submitReview, toReview } from '../app/support/reviews';
import { buyerReply, openTicket, toTicket } from '../app/support/tickets';
import type { BillingDeps } from '../deps';

/**
 * The buyer's side of support, reached through the hosted checkout's pages (no merchant
 * credential; the invoice UUID is the capability, and writes ask for the order's email).
 */
export function buyerSupportRouter(deps: BillingDeps) {
  const { prisma } = deps;
  return router({
    view: internalProcedure
      .input(buyerSupportRefSchema)
      .output(buyerSupportViewSchema)
      .query(async ({ input }): Promise<BuyerSupportView> => {
        const invoice = await findInvoiceByUniqid(prisma, input.uniqid);
        if (!invoice) throw invoiceNotFound();
        const [tickets, review, escrow] = await Promise.all([
          prisma.ticket.findMany({
            where: { shopId: invoice.shopId, invoiceId: invoice.id },
            include: { messages: { orderBy: { id: 'asc' } } },
            orderBy: { id: 'asc' },
          }),
          prisma.review.findUnique({ where: { invoiceId: invoice.id } }),
          prisma.escrow.findUnique({ where: { invoiceId: invoice.id } }),
        ]);
        const strip = <T extends { customer_email: string }>({ customer_email: _, ...rest }: T) => rest;
        return {
          uniqid: invoice.uniqid,
          title: invoice.developerTitle ?? invoice.lines.map((line) => line.productTitle).join(', '),
          status: invoice.status,
          tickets: tickets.map((row) => strip(toTicket(row))),
          review: review ? strip(toReview(review)) : null,
          review_refusal: review ? 'This order has been reviewed.' : reviewRefusal(invoice.status),
          escrow: escrow
            ? {
                status: escrow.status,
                amount: Number(escrow.amount.toFixed(2)),
                currency: escrow.currency,
                release_at: toUnixSeconds(escrow.releaseAt),
              }
            : null,
        };
      }),

    openTicket: internalProcedure
      .input(openTicketInputSchema)
      .output(ticketSchema)
      .mutation(({ input }) => openTicket(deps, input)),

    reply: internalProcedure
      .input(buyerReplyInputSchema)
      .output(ticketSchema)
      .mutation(({ input }) => buyerReply(deps, input)),

    review: internalProcedure
      .input(submitReviewInputSchema)
      .output(reviewSchema)
      .mutation(({ input }) => submitReview(deps, input)),

    confirmEscrow: internalProcedure
      .input(confirmEscrowInputSchema)
      .output(escrowSchema)
      .mutation(async ({ input }) =>
        releaseByBuyer(deps, await buyerInvoice(deps, input.uniqid, input.email)),
      ),
  });
}
